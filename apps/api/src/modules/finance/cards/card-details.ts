import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { creditCards } from '../tables';

/** What a customer may change of a saved card: the number and CSC stay at the processor. */
export interface CardDetails {
  cardholderName: string;
  billingPostalCode: string | null;
  isDefault: boolean;
}

/**
 * Changes a saved card's name, billing postal code and default flag, in the caller's transaction (which has locked
 * the card): a new default card leaves the customer's other cards not default.
 */
export async function updateCardDetails(tx: Db, customerId: number, cardId: number, details: CardDetails) {
  if (details.isDefault)
    await tx
      .update(creditCards)
      .set({ isDefault: false })
      .where(and(eq(creditCards.customerId, customerId), ne(creditCards.id, cardId)));
  await tx
    .update(creditCards)
    .set({
      cardholderName: details.cardholderName,
      billingPostalCode: details.billingPostalCode,
      isDefault: details.isDefault,
    })
    .where(eq(creditCards.id, cardId));
}
