import { randomUUID } from 'node:crypto';
import { addPayPalOverpayment } from '@portal/shared/finance/add-paypal-overpayment';
import { createOrderAndPay } from '@portal/shared/finance/create-order-and-pay';
import { getInvoices } from '@portal/shared/finance/get-invoices';
import { insertOrdersAndPay } from '@portal/shared/finance/insert-orders-and-pay';
import { payInvoices } from '@portal/shared/finance/pay-invoices';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts } from '../modules/cart/tables';
import { customers } from '../modules/customers/tables';
import { customerCredits, invoices } from '../modules/finance/tables';
import { orders } from '../modules/orders/tables';
import { squarePayments } from '../modules/finance/gateways/sandbox-test-kit';
import { startPayTest } from '../modules/finance/payments/pay-test-kit';
import { orderTestKit } from '../modules/orders/order-test-kit';
import { cartWith, requiredAnswers } from '../test/fixtures';
import { DEMO } from '../test/test-app';

let kit: Awaited<ReturnType<typeof startPayTest>>;
let orderKit: Awaited<ReturnType<typeof orderTestKit>>;
let savedCardId: number;
let questions: { id: number; value: string }[];
beforeAll(async () => {
  kit = await startPayTest();
  orderKit = await orderTestKit(kit.t);
  savedCardId = await kit.saveSquareCard();
  questions = await requiredAnswers(kit.t, 'customer');
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

const invoiceOfOrder = async (orderId: number) =>
  kit.t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
const chargesFor = async (code: string | null) =>
  (await squarePayments(kit.sandbox)).filter((p) => p.reference_id === code);
const linesIn = async (sessionId: string) =>
  kit.t.db
    .select({ id: cartItems.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.sessionId, sessionId));

describe('POST /payment/createorderandpay', () => {
  it('submits the cart, invoices the order and pays the invoice with a saved card, once', async () => {
    const sessionId = await cartOf();
    const body = checkout(sessionId, { creditCardId: savedCardId });
    const paid = await kit.t.send(createOrderAndPay, { body }, { as: 'customer' });
    expect(paid.status, paid.response.body).toBe(200);
    const { order, invoices: billed, paymentError } = paid.value;
    const payment = paid.value.payment!;
    expect(paymentError).toBeNull();
    expect(payment).toMatchObject({ status: 'succeeded' });
    expect(billed).toHaveLength(1);
    expect(billed[0]).toMatchObject({ orderId: order.orderId, orderCode: order.order_code });
    const listed = await kit.t.send(
      getInvoices,
      { query: { filters: JSON.stringify({ number: billed[0]!.invoiceCode }) } },
      { as: 'customer' },
    );
    expect(listed.value.items[0]).toMatchObject({ orderId: order.orderId, orderCode: order.order_code });
    expect(billed[0]!.amount).toBe(payment.amount);
    const [invoice] = await invoiceOfOrder(order.orderId);
    expect(invoice!.balance).toBe('0.00');
    expect(await linesIn(sessionId)).toHaveLength(0);

    // A double click: the same keys answer the same order and payment; the card is charged once.
    const again = await kit.t.send(createOrderAndPay, { body }, { as: 'customer' });
    expect(again.status).toBe(200);
    expect(again.value.order.orderId).toBe(order.orderId);
    expect(again.value.payment!.paymentId).toBe(payment.paymentId);
    expect(await chargesFor(payment.code)).toHaveLength(1);
  });

  it('keeps the order with an open invoice when the card is declined, and a retry pays that same order', async () => {
    const sessionId = await cartOf();
    const orderKey = randomUUID();
    const declined = await kit.t.send(
      createOrderAndPay,
      { body: checkout(sessionId, { token: 'cnon:card-nonce-declined', processor: 'SQUARE' }, orderKey) },
      { as: 'customer' },
    );
    expect(declined.status).toBe(200);
    expect(declined.value.payment).toBeNull();
    // Words the payer can act on, never the processor's "Authorization error: 'GENERIC_DECLINE'".
    expect(declined.value.paymentError).toBe("The card's bank refused the payment.");
    const orderId = declined.value.order.orderId;
    const [open] = await invoiceOfOrder(orderId);
    expect(open!.balance).toBe(open!.amount);

    const retried = await kit.t.send(
      createOrderAndPay,
      { body: checkout(sessionId, { creditCardId: savedCardId }, orderKey) },
      { as: 'customer' },
    );
    expect(retried.status).toBe(200);
    expect(retried.value.order.orderId).toBe(orderId);
    expect(retried.value.payment!.status).toBe('succeeded');
    expect(await invoiceOfOrder(orderId)).toMatchObject([{ id: open!.id, balance: '0.00' }]);
    expect(await kit.t.db.select().from(orders).where(eq(orders.idempotencyKey, orderKey))).toHaveLength(1);
  });

  it('refuses a payment key used again for another cart (409) before submitting, invoicing or charging', async () => {
    const first = checkout(await cartOf(), { creditCardId: savedCardId });
    const paid = await kit.t.send(createOrderAndPay, { body: first }, { as: 'customer' });
    expect(paid.status).toBe(200);
    const invoicesBefore = (await kit.t.db.select({ id: invoices.id }).from(invoices)).length;

    const sessionId = await cartOf();
    const orderKey = randomUUID();
    const reused = {
      ...checkout(sessionId, { creditCardId: savedCardId }, orderKey),
      payment: first.payment,
    };
    const refused = await kit.t.send(createOrderAndPay, { body: reused }, { as: 'customer' });
    expect(refused.status, refused.response.body).toBe(409);
    expect(refused.serverErrors[0]).toBe(
      'This payment key was already used for another request: open the pay dialog again to pay.',
    );
    expect(await kit.t.db.select().from(orders).where(eq(orders.idempotencyKey, orderKey))).toHaveLength(0);
    expect((await kit.t.db.select({ id: invoices.id }).from(invoices)).length).toBe(invoicesBefore);
    expect(await linesIn(sessionId)).toHaveLength(1);
    expect(await chargesFor(paid.value.payment!.code)).toHaveLength(1);

    // In French too, for a customer reading the portal under /fr.
    const french = await kit.t.send(createOrderAndPay, { body: reused }, { as: 'customer', language: 'fr' });
    expect(french.status).toBe(409);
    expect(french.serverErrors[0]).toBe(
      'Cette clé de paiement a déjà servi pour une autre demande : rouvrez la fenêtre de paiement pour payer.',
    );
    expect(await linesIn(sessionId)).toHaveLength(1);
  });

  it('refuses a cart that becomes a price quote and leaves the cart as it was', async () => {
    const [c] = await kit.t.db.select().from(customers).where(eq(customers.id, kit.c1001));
    await kit.t.db.update(customers).set({ orderSubmission: 'QUOTE' }).where(eq(customers.id, kit.c1001));
    try {
      const sessionId = await cartOf();
      const refused = await kit.t.send(
        createOrderAndPay,
        { body: checkout(sessionId, { creditCardId: savedCardId }) },
        { as: 'customer' },
      );
      expect(refused.status).toBe(409);
      expect(refused.serverErrors[0]).toContain('price quote');
      expect(await linesIn(sessionId)).toHaveLength(1);
    } finally {
      await kit.t.db
        .update(customers)
        .set({ orderSubmission: c!.orderSubmission })
        .where(eq(customers.id, kit.c1001));
    }
  });

  it('is refused to a read-only user (403) and asks for a card', async () => {
    const sessionId = await cartOf();
    const viewer = await kit.t.send(
      createOrderAndPay,
      { body: checkout(sessionId, { creditCardId: savedCardId }) },
      { as: 'viewer' },
    );
    expect(viewer.status).toBe(403);
    const noCard = await kit.t.send(
      createOrderAndPay,
      {
        body: {
          ...checkout(sessionId, {}),
        },
      },
      { as: 'customer' },
    );
    expect(noCard.status).toBe(400);
    expect(await linesIn(sessionId)).toHaveLength(1);
  });
});

describe('POST /payment/insertOrdersAndPay', () => {
  it('invoices two submitted orders and pays both with one charge, once per key', async () => {
    const customerToken = (await kit.t.login(DEMO.customer)).token;
    const a = await orderKit.placeOrder(customerToken);
    const b = await orderKit.placeOrder(customerToken, [orderKit.chain.id]);
    const body = { idempotencyKey: kit.key(), orderIds: [a.orderId, b.orderId], creditCardId: savedCardId };
    const paid = await kit.t.send(insertOrdersAndPay, { body }, { as: 'customer' });
    expect(paid.status, paid.response.body).toBe(200);
    expect(paid.value.invoices.map((i: { orderCode: string }) => i.orderCode).sort()).toEqual(
      [a.order_code, b.order_code].sort(),
    );
    const total = paid.value.invoices.reduce((s: number, i: { amount: number }) => s + i.amount, 0);
    expect(paid.value.payment!.amount).toBeCloseTo(total, 2);
    for (const id of [a.orderId, b.orderId])
      expect((await invoiceOfOrder(id)).map((i) => i.balance)).toEqual(['0.00']);
    const again = await kit.t.send(insertOrdersAndPay, { body }, { as: 'customer' });
    expect(again.value.payment!.paymentId).toBe(paid.value.payment!.paymentId);
    expect(await chargesFor(paid.value.payment!.code)).toHaveLength(1);

    const nothingLeft = await kit.t.send(
      insertOrdersAndPay,
      {
        body: {
          ...body,
          idempotencyKey: kit.key(),
        },
      },
      { as: 'customer' },
    );
    expect(nothingLeft.status).toBe(400);
    expect(nothingLeft.serverErrors[0]).toContain('Nothing is left to pay');
  });

  it('refuses a payment key used again for other orders (409) and invoices none of them', async () => {
    const customerToken = (await kit.t.login(DEMO.customer)).token;
    const a = await orderKit.placeOrder(customerToken);
    const body = { idempotencyKey: kit.key(), orderIds: [a.orderId], creditCardId: savedCardId };
    const paid = await kit.t.send(insertOrdersAndPay, { body }, { as: 'customer' });
    expect(paid.status, paid.response.body).toBe(200);

    const b = await orderKit.placeOrder(customerToken);
    const refused = await kit.t.send(
      insertOrdersAndPay,
      {
        body: {
          ...body,
          orderIds: [b.orderId],
        },
      },
      { as: 'customer' },
    );
    expect(refused.status, refused.response.body).toBe(409);
    expect(refused.serverErrors[0]).toContain('already used for another request');
    expect(await invoiceOfOrder(b.orderId)).toHaveLength(0);
    expect(await chargesFor(paid.value.payment!.code)).toHaveLength(1);

    // The same orders listed in another order are the same request: the first answer again.
    const c = await orderKit.placeOrder(customerToken);
    const both = { idempotencyKey: kit.key(), orderIds: [b.orderId, c.orderId], creditCardId: savedCardId };
    const first = await kit.t.send(insertOrdersAndPay, { body: both }, { as: 'customer' });
    expect(first.status).toBe(200);
    const again = await kit.t.send(
      insertOrdersAndPay,
      {
        body: {
          ...both,
          orderIds: [c.orderId, b.orderId],
        },
      },
      { as: 'customer' },
    );
    expect(again.status).toBe(200);
    expect(again.value.payment!.paymentId).toBe(first.value.payment!.paymentId);
    expect(again.value.invoices).toEqual(first.value.invoices);

    // A key of POST /payment/pay is another call's: refused here too.
    const invoiceId = await kit.invoice(kit.c1001, '20.00');
    const payKey = kit.key();
    const payBody = { idempotencyKey: payKey, amount: 20, invoices: [{ invoiceId, amount: 20 }] };
    const byPay = await kit.t.send(
      payInvoices,
      {
        body: {
          ...payBody,
          creditCardId: savedCardId,
        },
      },
      { as: 'customer' },
    );
    expect(byPay.status).toBe(200);
    const d = await orderKit.placeOrder(customerToken);
    const crossed = await kit.t.send(
      insertOrdersAndPay,
      {
        body: {
          idempotencyKey: payKey,
          orderIds: [d.orderId],
          creditCardId: savedCardId,
        },
      },
      { as: 'customer' },
    );
    expect(crossed.status).toBe(409);
    expect(await invoiceOfOrder(d.orderId)).toHaveLength(0);
  });

  it("answers 404 for another customer's order and invoices none of the list", async () => {
    const customerToken = (await kit.t.login(DEMO.customer)).token;
    const otherToken = (await kit.t.login(DEMO.other)).token;
    const mine = await orderKit.placeOrder(customerToken);
    const theirs = await orderKit.placeOrder(otherToken);
    const refused = await kit.t.send(
      insertOrdersAndPay,
      {
        body: {
          idempotencyKey: kit.key(),
          orderIds: [mine.orderId, theirs.orderId],
          creditCardId: savedCardId,
        },
      },
      { as: 'customer' },
    );
    expect(refused.status).toBe(404);
    expect(await invoiceOfOrder(mine.orderId)).toHaveLength(0);
    expect(await invoiceOfOrder(theirs.orderId)).toHaveLength(0);
  });
});

describe('POST /payment/add-pay-pal-overpayment', () => {
  it('records a PayPal overpayment as a prepayment credit, once per transaction, for staff only', async () => {
    const body = { customerId: kit.c1001, transactionId: '8MC585209K746392H', amount: '75.25' };
    const recorded = await kit.t.send(addPayPalOverpayment, { body }, { as: 'admin' });
    expect(recorded.status, recorded.response.body).toBe(200);
    expect(recorded.value).toMatchObject({ amount: 75.25, currencyCode: 'USD' });
    const [credit] = await kit.t.db
      .select()
      .from(customerCredits)
      .where(and(eq(customerCredits.id, recorded.value.creditId), eq(customerCredits.customerId, kit.c1001)));
    expect(credit).toMatchObject({ kind: 'prepayment', balance: '75.25' });

    const twice = await kit.t.send(addPayPalOverpayment, { body }, { as: 'admin' });
    expect(twice.status).toBe(409);
    const customer = await kit.t.send(
      addPayPalOverpayment,
      {
        body: {
          ...body,
          transactionId: '9XY585209K746392H',
        },
      },
      { as: 'customer' },
    );
    expect(customer.status).toBe(403);
    const bad = await kit.t.send(
      addPayPalOverpayment,
      {
        body: {
          ...body,
          transactionId: 'x',
          amount: '-3',
        },
      },
      { as: 'admin' },
    );
    expect(bad.status).toBe(400);
  });
});
