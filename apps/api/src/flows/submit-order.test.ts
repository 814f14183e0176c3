// Over 400 lines: the cases of the submit flow share one app on a seeded database (beforeAll); split into files,
// each would start and seed its own.
import { randomUUID } from 'node:crypto';
import { getCart } from '@portal/shared/cart/get-cart';
import { getIncomingOrderAttributes } from '@portal/shared/cart/get-incoming-order-attributes';
import { submitOrder } from '@portal/shared/cart/submit-order';
import { updateExtraInfo } from '@portal/shared/cart/update-extra-info';
import { updateTax } from '@portal/shared/cart/update-tax';
import { getCountries } from '@portal/shared/reference/get-countries';
import { getStates } from '@portal/shared/reference/get-states';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts } from '../modules/cart/tables';
import { customers } from '../modules/customers/tables';
import { orderAddresses, orderItems, orders, orderStatusHistory } from '../modules/orders/tables';
import { shippingMethods } from '../modules/shipping/tables';
import { outboxEmails } from '../platform/tables';
import { cartWith as cartOf, customerId } from '../test/fixtures';
import type { Caller, SendInput, SendOptions } from '../test/send';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { orderTestKit } from '../modules/orders/order-test-kit';

let t: TestApp;
let ring: { id: number };
let chain: { id: number };
let us: number;
let ny: number;
let ohio: number;
let france: number;
/** The demo customer's account (C1001), whose orders the tests count. */
let customer: { customerId: number };
/** A method that delivers to the test's New York address. */
let upsGround: number;
beforeAll(async () => {
  t = await createTestApp();
  const kit = await orderTestKit(t);
  ({ ring, chain } = kit);
  us = kit.address.countryId;
  ny = kit.address.stateId;
  const countries = (await t.send(getCountries, {}, { as: 'anonymous' })).value;
  france = countries.find((c) => c.code === 'FR')!.id;
  const states = (await t.send(getStates, { query: { countryId: us } }, { as: 'anonymous' })).value;
  ohio = states.find((s) => s.code === 'OH')!.id;
  customer = { customerId: await customerId(t.db, 'C1001') };
  const [ups] = await t.db.select().from(shippingMethods).where(eq(shippingMethods.code, 'UPS_GROUND'));
  upsGround = ups!.id;
});
afterAll(() => t.close());

const address = (overrides: object = {}) => ({
  name: 'Aurora Jewelers',
  address1: '120 Fifth Avenue',
  city: 'New York',
  zip: '10011',
  countryId: us,
  stateId: ny,
  email: 'orders@aurora.example',
  ...overrides,
});

const cartWith = (items: { itemTypeID: number; quantity?: number }[], as: Caller = 'customer') =>
  cartOf(t, as, items);

const submission = (sessionId: string, overrides: object = {}) => ({
  sessionId,
  idempotencyKey: randomUUID(),
  sellToAddress: address(),
  billingAddress: address(),
  shipToSellToAddress: true,
  shippingMethodID: upsGround,
  pONumber: 'PO-5521',
  ...overrides,
});

const submit = (
  body: SendInput<typeof submitOrder>['body'],
  as: Caller = 'customer',
  options: Partial<SendOptions> = {},
) => t.send(submitOrder, { body }, { as, ...options });
const cartOfSession = async (sessionId: string) =>
  (await t.send(getCart, { query: { sessionId } }, { as: 'customer' })).value;

const ordersOf = (customerId: number) => t.db.select().from(orders).where(eq(orders.customerId, customerId));

describe('order submission', () => {
  it('turns a cart of made-to-order pieces into a job order, empties the cart and e-mails the buyer', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id, quantity: 2 }, { itemTypeID: chain.id }]);
    await t.send(updateTax, { body: { sessionId, shippingStateId: ny } }, { as: 'customer' });
    const cart = (
      await t.send(
        updateExtraInfo,
        { body: { sessionId, shippingMethodId: upsGround, shippingCountryId: us, shippingStateId: ny } },
        { as: 'customer' },
      )
    ).value;
    expect(cart.shippingMethodId).toBe(upsGround);
    const res = await submit(submission(sessionId, { expectedGrandTotal: cart.grandTotal }));
    expect(res.status, res.response.body).toBe(200);
    const answer = res.value;
    expect(answer).toMatchObject({ jobTypeCode: 'JO', order_code: expect.stringMatching(/^JO-\d{6}$/) });

    const [order] = await t.db.select().from(orders).where(eq(orders.id, answer.orderId));
    expect(order).toMatchObject({ customerId: customer.customerId, poNumber: 'PO-5521', kind: 'JO' });
    expect(Number(order!.grandTotal)).toBe(cart.grandTotal);
    expect(Number(order!.salesTaxValue)).toBe(cart.salesTaxValue);
    expect(Number(order!.shippingPrice)).toBe(cart.shippingPrice);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.map((i) => i.quantity)).toEqual([2, 1]);
    const addresses = await t.db.select().from(orderAddresses).where(eq(orderAddresses.orderId, order!.id));
    expect(addresses.map((a) => a.role).sort()).toEqual(['billing', 'sell_to', 'shipping']);
    expect(
      await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order!.id)),
    ).toHaveLength(1);

    const after = await cartOfSession(sessionId);
    expect(after).toMatchObject({ items: [], grandTotal: 0, shoppingCartExtraInfo: { poNumber: null } });

    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.subject} like ${`%${answer.order_code}%`}`);
    expect(mail).toMatchObject({ toAddress: DEMO.customer.email, status: 'kept' });
    expect(mail!.textBody).toContain('PO-5521');
  });

  it('answers a repeated submission with the order it already created, and refuses an emptied cart', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }]);
    const body = submission(sessionId);
    const first = (await submit(body)).value;
    const again = await submit(body);
    expect(again.status).toBe(200);
    expect(again.value).toEqual(first);
    // The same key with another request is not the same order: refused, and no second order is made.
    const before = (await ordersOf(customer.customerId)).length;
    const otherCart = await cartWith([{ itemTypeID: chain.id }]);
    const reused = await submit({ ...body, sessionId: otherCart, pONumber: 'PO-OTHER' });
    expect(reused.status, reused.response.body).toBe(409);
    expect(reused.errorMessages[0]!.value).toBe('This idempotency key was already used for another order');
    expect((await ordersOf(customer.customerId)).length).toBe(before);
    const fresh = await submit({ ...body, idempotencyKey: randomUUID() });
    expect(fresh.status).toBe(409);
    expect(fresh.errorMessages[0]!.value).toBe('The shopping cart is empty');
  });

  it('creates exactly one order when the same cart is submitted 20 times at once', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }]);
    const before = (await ordersOf(customer.customerId)).length;
    const body = submission(sessionId);
    const sameKey = await Promise.all(Array.from({ length: 20 }, () => submit(body)));
    expect(sameKey.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(sameKey.map((r) => r.value.order_code)).size).toBe(1);

    const other = await cartWith([{ itemTypeID: chain.id }]);
    const noKey = await Promise.all(
      Array.from({ length: 20 }, () => submit({ ...submission(other), idempotencyKey: undefined })),
    );
    expect(noKey.filter((r) => r.status === 200)).toHaveLength(1);
    expect(noKey.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await ordersOf(customer.customerId)).length).toBe(before + 2);
  });

  it('makes a sales order of stock items and a price quote for a customer who gets quotes first', async () => {
    const stock = await submit(submission(await cartWith([{ itemTypeID: chain.id, quantity: 3 }])));
    expect(stock.value).toMatchObject({
      jobTypeCode: 'SO',
      order_code: expect.stringMatching(/^SO-/),
    });
    await t.db
      .update(customers)
      .set({ orderSubmission: 'QUOTE' })
      .where(eq(customers.id, customer.customerId));
    try {
      const quote = await submit(submission(await cartWith([{ itemTypeID: ring.id }])));
      expect(quote.value.jobTypeCode).toBe('PQ');
    } finally {
      await t.db
        .update(customers)
        .set({ orderSubmission: 'AUTO' })
        .where(eq(customers.id, customer.customerId));
    }
  });

  it('refuses bad addresses field by field and changes nothing', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }]);
    const before = (await ordersOf(customer.customerId)).length;
    const bad = await submit(
      submission(sessionId, { billingAddress: address({ name: ' ', email: 'not-an-email', zip: '' }) }),
    );
    expect(bad.status).toBe(400);
    expect(bad.errorMessages).toEqual(
      expect.arrayContaining([
        { key: 'billingAddress.name', value: 'Name is required' },
        { key: 'billingAddress.email', value: 'E-mail must be valid' },
        { key: 'billingAddress.zip', value: 'ZIP / postal code is required' },
      ]),
    );
    const wrongState = await submit(
      submission(sessionId, { sellToAddress: address({ countryId: france, stateId: ohio }) }),
    );
    expect(wrongState.errorMessages).toEqual([
      { key: 'sellToAddress.stateId', value: 'This state is not in the chosen country' },
    ]);
    const noShipping = await submit(
      submission(sessionId, { useDifferentShippingAddress: true, shipToSellToAddress: false }),
    );
    expect(noShipping.errorMessages).toEqual([
      { key: 'shippingAddress', value: 'The shipping address is required' },
    ]);
    expect((await ordersOf(customer.customerId)).length).toBe(before);
    const cart = await cartOfSession(sessionId);
    expect(cart.items).toHaveLength(1);
  });

  it('passes an inactive account refusal through as jobInsertError and keeps the cart', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }]);
    await t.db.update(customers).set({ isActive: false }).where(eq(customers.id, customer.customerId));
    try {
      const res = await submit(submission(sessionId));
      expect(res.status).toBe(409);
      expect(res.errorMessages).toEqual([
        {
          key: 'jobInsertError',
          value: 'Your account is not active: please contact us to place this order.',
        },
      ]);
    } finally {
      await t.db.update(customers).set({ isActive: true }).where(eq(customers.id, customer.customerId));
    }
    const [cart] = await t.db.select().from(carts).where(eq(carts.sessionId, sessionId));
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toHaveLength(1);
  });

  it('asks a funeral home for the name of the deceased', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }], 'other');
    const questions = (await t.send(getIncomingOrderAttributes, {}, { as: 'other' })).value;
    const decedent = questions.find((q) => q.code === 'DECEDENT_NAME')!;
    const missing = await submit(submission(sessionId), 'other');
    expect(missing.errorMessages).toEqual([
      { key: 'orderAttributes.DECEDENT_NAME', value: 'Name of the deceased is required' },
    ]);
    const answered = await submit(
      submission(sessionId, { orderAttributes: [{ id: decedent.id, value: 'Margaret Hale' }] }),
      'other',
    );
    expect(answered.status, answered.response.body).toBe(200);
  });

  it('never submits another customer’s cart', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }]);
    const res = await submit(submission(sessionId), 'other');
    expect(res.status).toBe(404);
  });

  it('lets staff build a cart for a chosen customer and submit it on their behalf', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }], 'sales');
    const unassigned = await submit(submission(sessionId), 'sales');
    expect(unassigned.errorMessages).toEqual([
      { key: 'customerId', value: 'Choose the customer this order is for' },
    ]);
    const refused = await t.send(
      updateExtraInfo,
      { body: { sessionId: await cartWith([{ itemTypeID: ring.id }]), customerId: customer.customerId } },
      { as: 'customer' },
    );
    expect(refused.status).toBe(400);
    const assigned = await t.send(
      updateExtraInfo,
      { body: { sessionId, customerId: customer.customerId } },
      { as: 'sales' },
    );
    expect(assigned.value.customerId).toBe(customer.customerId);
    const res = await submit(submission(sessionId), 'sales');
    expect(res.status, res.response.body).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.value.orderId));
    expect(order!.customerId).toBe(customer.customerId);
  });

  it('leaves nothing behind when the submission fails half-way', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }]);
    const before = (await ordersOf(customer.customerId)).length;
    // The database refuses the addresses after the order and its items were written.
    await t.db.execute(sql`create function refuse_address() returns trigger language plpgsql as
      $$ begin raise exception 'disk full'; end $$`);
    await t.db.execute(sql`create trigger refuse_address before insert on order_addresses
      for each row execute function refuse_address()`);
    try {
      const res = await submit(submission(sessionId));
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_address on order_addresses`);
      await t.db.execute(sql`drop function refuse_address()`);
    }
    expect((await ordersOf(customer.customerId)).length).toBe(before);
    const [cart] = await t.db.select().from(carts).where(eq(carts.sessionId, sessionId));
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toHaveLength(1);
    const retry = await submit(submission(sessionId));
    expect(retry.status).toBe(200);
  });

  it('places no order that ships without a method delivering to its address, whatever the client sent', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }]);
    const before = (await ordersOf(customer.customerId)).length;
    for (const shippingMethodID of [undefined, null]) {
      const res = await submit(submission(sessionId, { shippingMethodID }));
      expect(res.status, res.response.body).toBe(400);
      expect(res.errorMessages).toContainEqual({
        key: 'shippingMethodID',
        value: 'Choose a shipping method that delivers to this address',
      });
    }
    // A method of another country is refused too, and the shipping price is the server's, never the client's.
    const [colissimo] = await t.db
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.code, 'COLISSIMO'));
    const abroad = await submit(submission(sessionId, { shippingMethodID: colissimo!.id, shippingPrice: 0 }));
    expect(abroad.status, abroad.response.body).toBe(400);
    expect((await ordersOf(customer.customerId)).length).toBe(before);
    const cart = await cartOfSession(sessionId);
    expect(cart.items).toHaveLength(1);
  });

  it('places nothing when the total the customer saw is no longer the total, and says the new one', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }]);
    const before = (await ordersOf(customer.customerId)).length;
    const seen = await cartOfSession(sessionId);
    // The customer saw the total before shipping was priced: the click raced the shipping choice.
    const res = await submit(submission(sessionId, { expectedGrandTotal: seen.grandTotal }), 'customer', {
      language: 'fr',
    });
    expect(res.status, res.response.body).toBe(409);
    expect(res.errorMessages[0]).toMatchObject({
      key: 'jobInsertError',
      value: expect.stringMatching(/^Le total est maintenant de \d+\.\d{2} USD/),
    });
    expect((await ordersOf(customer.customerId)).length).toBe(before);
  });
});
