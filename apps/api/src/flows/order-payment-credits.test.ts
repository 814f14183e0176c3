import { randomUUID } from 'node:crypto';
import { createOrderAndPay } from '@portal/shared/finance/create-order-and-pay';
import type { Language } from '@portal/shared/platform/language';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts } from '../modules/cart/tables';
import { creditPayments, customerCredits, invoices } from '../modules/finance/tables';
import { issueCredit, ledgerDrift, toCents } from '../modules/finance/public';
import { squarePayments } from '../modules/finance/gateways/sandbox-test-kit';
import { startPayTest } from '../modules/finance/payments/pay-test-kit';
import { orders } from '../modules/orders/tables';
import { orderTestKit } from '../modules/orders/order-test-kit';
import { cartWith, requiredAnswers } from '../test/fixtures';
import type { SendInput } from '../test/send';

/**
 * The checkout's "pay now" with the customer's credits (POST /payment/createorderandpay with `payment.creditAmount`):
 * the pay dialog's ledger path, credits first and a card for the rest, each once per key.
 */

let kit: Awaited<ReturnType<typeof startPayTest>>;
let orderKit: Awaited<ReturnType<typeof orderTestKit>>;
let savedCardId: number;
let questions: { id: number; value: string }[];
beforeAll(async () => {
  kit = await startPayTest();
  orderKit = await orderTestKit(kit.t);
  savedCardId = await kit.saveSquareCard();
  questions = await requiredAnswers(kit.t, 'customer');
  // Credits enough to pay any order of these tests alone, whatever the demo customer holds.
  await kit.t.db.transaction((tx) =>
    issueCredit(
      tx,
      { userId: null, impersonatorId: null },
      {
        customerId: kit.c1001,
        kind: 'credit_memo',
        amount: 2_000_000n,
        currencyCode: 'USD',
        creditDate: '2025-03-01',
      },
    ),
  );
});
afterAll(async () => kit.close());

const cartOf = () => cartWith(kit.t, 'customer', [{ itemTypeID: orderKit.ring.id }]);

const checkout = (sessionId: string, payment: object, orderKey = randomUUID()) => ({
  sessionId,
  idempotencyKey: orderKey,
  sellToAddress: orderKit.address,
  billingAddress: orderKit.address,
  shipToSellToAddress: true,
  shippingMethodID: orderKit.shippingMethodId,
  orderAttributes: questions,
  payment: { idempotencyKey: kit.key(), ...payment },
});
const payNow = (body: SendInput<typeof createOrderAndPay>['body'], language: Language = 'en') =>
  kit.t.send(createOrderAndPay, { body }, { as: 'customer', language });

/** What the demo customer may still pay with: the balances of its dollar credits, in cents. */
async function availableCents(): Promise<bigint> {
  const [row] = await kit.t.db
    .select({ total: sql<string>`coalesce(sum(${customerCredits.balance}), 0)::text` })
    .from(customerCredits)
    .where(and(eq(customerCredits.customerId, kit.c1001), eq(customerCredits.currencyCode, 'USD')));
  return toCents(row!.total);
}

const invoiceOfOrder = async (orderId: number) =>
  (await kit.t.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!;
const creditUsesUnder = (key: string) =>
  kit.t.db.select().from(creditPayments).where(eq(creditPayments.idempotencyKey, key));
const ordersUnder = (key: string) => kit.t.db.select().from(orders).where(eq(orders.idempotencyKey, key));
const linesIn = async (sessionId: string) =>
  kit.t.db
    .select({ id: cartItems.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.sessionId, sessionId));

describe('POST /payment/createorderandpay with the customer credits', () => {
  it('applies the credits first and charges the card the rest, each once per key', async () => {
    const before = await availableCents();
    const body = checkout(await cartOf(), { creditCardId: savedCardId, creditAmount: '25.00' });
    const paid = await payNow(body);
    expect(paid.status, paid.response.body).toBe(200);
    const { order, invoices: billed, paymentError } = paid.value;
    const payment = paid.value.payment!;
    expect(paymentError).toBeNull();
    expect(payment).toMatchObject({ status: 'succeeded', creditAmount: 25 });
    const invoice = await invoiceOfOrder(order.orderId);
    expect(invoice.balance).toBe('0.00');
    // The card pays what the credits left.
    expect(toCents(payment.amount)).toBe(toCents(invoice.amount) - 2500n);
    expect(billed[0]!.amount).toBe(payment.amount);
    expect(await availableCents()).toBe(before - 2500n);

    // A double click: the same keys answer the same order and payment; credits and card are used once.
    const again = await payNow(body);
    expect(again.status).toBe(200);
    expect(again.value.order.orderId).toBe(order.orderId);
    expect(again.value.payment).toMatchObject({ paymentId: payment.paymentId, creditAmount: 25 });
    expect(await availableCents()).toBe(before - 2500n);
    expect(await creditUsesUnder(body.payment.idempotencyKey)).toHaveLength(1);
    expect((await squarePayments(kit.sandbox)).filter((p) => p.reference_id === payment.code)).toHaveLength(
      1,
    );
    expect(await ledgerDrift(kit.t.db)).toEqual([]);
  });

  it('gives the credits back when the card is declined, then pays that order with the credits alone, once', async () => {
    const before = await availableCents();
    const sessionId = await cartOf();
    const orderKey = randomUUID();
    const declined = await payNow(
      checkout(
        sessionId,
        { token: 'cnon:card-nonce-declined', processor: 'SQUARE', creditAmount: '10.00' },
        orderKey,
      ),
    );
    expect(declined.status).toBe(200);
    expect(declined.value.payment).toBeNull();
    expect(declined.value.paymentError).toBe("The card's bank refused the payment.");
    const orderId = declined.value.order.orderId as number;
    const open = await invoiceOfOrder(orderId);
    expect(open.balance).toBe(open.amount);
    expect(await availableCents()).toBe(before);

    // No card: the credits pay the whole invoice.
    const alone = checkout(sessionId, { creditAmount: open.amount }, orderKey);
    const paid = await payNow(alone);
    expect(paid.status, paid.response.body).toBe(200);
    expect(paid.value.order.orderId).toBe(orderId);
    expect(paid.value.payment).toMatchObject({
      paymentId: null,
      status: 'succeeded',
      amount: 0,
      creditAmount: Number(open.amount),
    });
    expect(paid.value.invoices).toEqual([expect.objectContaining({ invoiceId: open.id, amount: 0 })]);
    expect((await invoiceOfOrder(orderId)).balance).toBe('0.00');
    const spent = before - toCents(open.amount);
    expect(await availableCents()).toBe(spent);

    // The same request again answers the first result and applies nothing more.
    const again = await payNow(alone);
    expect(again.status).toBe(200);
    expect(again.value.payment).toMatchObject({ creditAmount: Number(open.amount) });
    expect(await availableCents()).toBe(spent);
    expect(await creditUsesUnder(alone.payment.idempotencyKey)).toHaveLength(1);
    expect(await ordersUnder(orderKey)).toHaveLength(1);
    expect(await ledgerDrift(kit.t.db)).toEqual([]);
  });

  it('refuses credits above the invoice, or a rest left without a card, in both languages, and submits nothing', async () => {
    const before = await availableCents();
    const sessionId = await cartOf();
    const refusals: [object, string, string, string][] = [
      [
        { creditAmount: '99999.00', creditCardId: savedCardId },
        'creditAmount',
        'Credits can pay at most the amounts given to the invoices',
        'Les crédits peuvent payer au plus les montants attribués aux factures',
      ],
      [
        { creditAmount: '1.00' },
        'creditCardId',
        'Choose a saved card or enter a new one',
        'Choisissez une carte enregistrée ou saisissez-en une nouvelle',
      ],
    ];
    for (const [payment, key, english, french] of refusals) {
      const orderKey = randomUUID();
      const refused = await payNow(checkout(sessionId, payment, orderKey));
      expect(refused.status, refused.response.body).toBe(400);
      expect(refused.errorMessages).toContainEqual({ key, value: english });
      const fr = await payNow(checkout(sessionId, payment, orderKey), 'fr');
      expect(fr.status).toBe(400);
      expect(fr.errorMessages).toContainEqual({ key, value: french });
      expect(await ordersUnder(orderKey)).toHaveLength(0);
    }
    expect(await linesIn(sessionId)).toHaveLength(1);
    expect(await availableCents()).toBe(before);
  });
});
