import type { ParsedBy } from '@portal/shared/platform/contract';
import type { saveCreditCardInfoSchemas } from '@portal/shared/users/save-credit-card-info';
import { and, eq, isNull } from 'drizzle-orm';
import { creditCards } from '../finance/tables';
import { recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { getCreditCards, updateCardDetails } from '../finance/public';

type CreditCardInfo = ParsedBy<typeof saveCreditCardInfoSchemas>['body'];

/**
 * POST /User/CreditCardInfo (my-profile "credit card info"): the name on a saved card, its billing postal code and
 * whether it is the default card of the active customer (one default at most). The card's number and CSC stay at the
 * processor: nothing here can hold them. Answers the customer's cards as they now are.
 */
export async function saveCreditCardInfo(services: Services, scope: Scope, input: CreditCardInfo) {
  const customerId = scope.customerId;
  if (customerId === null) throw notFound('The credit card');
  await services.db.transaction(async (tx) => {
    const [card] = await tx
      .select({ id: creditCards.id })
      .from(creditCards)
      .where(
        and(
          eq(creditCards.id, input.creditCardId),
          eq(creditCards.customerId, customerId),
          isNull(creditCards.deletedAt),
        ),
      )
      .for('update');
    // Another customer's card is not found, never forbidden (api-conventions).
    if (!card) throw notFound('The credit card');
    await updateCardDetails(tx, customerId, card.id, input);
    await recordAudit(tx, scope, {
      action: 'creditCard.info.save',
      entityType: 'creditCard',
      entityId: card.id,
      details: { isDefault: input.isDefault },
    });
  });
  return getCreditCards(services.db, scope, {});
}
