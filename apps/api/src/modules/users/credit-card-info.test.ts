import { getCreditCards } from '@portal/shared/finance/get-credit-cards';
import { saveCreditCardInfo } from '@portal/shared/users/save-credit-card-info';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/tables';
import { creditCards } from '../finance/tables';
import type { Caller, SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const cards: Record<'visa' | 'amex' | 'othersCard', number> = { visa: 0, amex: 0, othersCard: 0 };

/** A card saved at the processor, as the hosted fields leave it: references, brand, last four digits, expiry. */
async function savedCard(accountNumber: string, brand: string, last4: string, isDefault: boolean) {
  const [owner] = await t.db.select().from(customers).where(eq(customers.accountNumber, accountNumber));
  const [card] = await t.db
    .insert(creditCards)
    .values({
      customerId: owner!.id,
      processor: 'SQUARE',
      processorCustomerRef: `cust-${accountNumber}`,
      processorCardRef: `ccof-${accountNumber}-${last4}-${Date.now()}`,
      brand,
      last4,
      expMonth: 12,
      expYear: 2031,
      cardholderName: 'Claire Dupont',
      billingPostalCode: '10011',
      isDefault,
    })
    .returning();
  return card!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  cards.visa = await savedCard('C1001', 'VISA', '1111', true);
  cards.amex = await savedCard('C1001', 'AMERICAN_EXPRESS', '0005', false);
  cards.othersCard = await savedCard('C1002', 'VISA', '4242', true);
});
afterAll(() => t.close());

const save = (as: Caller, body: SendInput<typeof saveCreditCardInfo>['body']) =>
  t.send(saveCreditCardInfo, { body }, { as });

describe('POST /User/CreditCardInfo (my profile, credit card info)', () => {
  it('saves the name on card, the billing postal code and the default card, and answers the cards', async () => {
    const res = await save('customer', {
      creditCardId: cards.amex,
      cardholderName: '  Claire M. Dupont ',
      billingPostalCode: 'H2X 1Y4',
      isDefault: true,
    });
    expect(res.status, res.response.body).toBe(200);
    const answer = res.value;
    expect(answer.find((c) => c.id === cards.amex)).toMatchObject({
      cardholderName: 'Claire M. Dupont',
      billingPostalCode: 'H2X 1Y4',
      isDefault: true,
      maskedNumber: '•••• 0005',
    });
    // One default card: the one it replaces is no longer.
    expect(answer.find((c) => c.id === cards.visa)?.isDefault).toBe(false);
    const listed = (await t.send(getCreditCards, {}, { as: 'customer' })).value;
    expect(listed.filter((c) => c.isDefault).map((c) => c.id)).toEqual([cards.amex]);
    // Another customer's default is untouched.
    const [theirs] = await t.db.select().from(creditCards).where(eq(creditCards.id, cards.othersCard));
    expect(theirs!.isDefault).toBe(true);
  });

  it('refuses a card number or CSC and stores nothing of them', async () => {
    const res = await save('customer', {
      creditCardId: cards.visa,
      cardholderName: 'Claire Dupont',
      isDefault: false,
      // Fields the contract does not have, sent as a careless client would.
      ...{ cardNumber: '4111111111111111', csc: '123' },
    });
    expect(res.status).toBe(400);
    const [row] = await t.db.select().from(creditCards).where(eq(creditCards.id, cards.visa));
    expect(JSON.stringify(row)).not.toContain('4111111111111111');
    expect(row!.cardholderName).toBe('Claire Dupont');
  });

  it('requires the name on card, and answers 404 for another customer’s card and 401 without a session', async () => {
    const empty = await save('customer', { creditCardId: cards.visa, cardholderName: ' ', isDefault: false });
    expect(empty.status).toBe(400);
    expect(empty.errorMessages).toContainEqual({
      key: 'cardholderName',
      value: 'Name on card is required',
    });
    const notTheirs = await save('other', {
      creditCardId: cards.visa,
      cardholderName: 'Owen Bell',
      isDefault: true,
    });
    expect(notTheirs.status).toBe(404);
    const [row] = await t.db.select().from(creditCards).where(eq(creditCards.id, cards.visa));
    expect(row!.cardholderName).toBe('Claire Dupont');
    expect(
      (await save('anonymous', { creditCardId: cards.visa, cardholderName: 'x', isDefault: true })).status,
    ).toBe(401);
  });
});
