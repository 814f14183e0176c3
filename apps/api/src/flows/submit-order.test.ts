// Over 400 lines: the cases of the submit flow share one app on a seeded database (beforeAll); split into files,
// each would start and seed its own.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts } from '../modules/cart/tables';
import { customers } from '../modules/customers/tables';
import { orderAddresses, orderItems, orders, orderStatusHistory } from '../modules/orders/tables';
import { shippingMethods } from '../modules/shipping/tables';
import { outboxEmails } from '../platform/tables';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { orderTestKit } from '../modules/orders/order-test-kit';

let t: TestApp;
let ring: { id: number };
let chain: { id: number };
let us: number;
let ny: number;
let ohio: number;
let france: number;
let customer: { token: string; customerId: number };
/** A method that delivers to the test's New York address. */
let upsGround: number;
beforeAll(async () => {
  t = await createTestApp();
  const kit = await orderTestKit(t);
  ({ ring, chain } = kit);
  us = kit.address.countryId;
  ny = kit.address.stateId;
  const countries = (await t.app.inject({ method: 'GET', url: '/api/Countries' })).json().value;
  france = countries.find((c: { code: string }) => c.code === 'FR').id;
  const states = (await t.app.inject({ method: 'GET', url: `/api/Countries/states?countryId=${us}` })).json()
    .value;
  ohio = states.find((s: { code: string }) => s.code === 'OH').id;
  const signedIn = await t.login(DEMO.customer);
  customer = { token: signedIn.token, customerId: signedIn.user.scope.customerId! };
  const [ups] = await t.db.select().from(shippingMethods).where(eq(shippingMethods.code, 'UPS_GROUND'));
  upsGround = ups!.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload: object | undefined, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? t.bearer(token) : {} });

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

async function cartWith(items: { itemTypeID: number; quantity?: number }[], token = customer.token) {
  const sessionId = randomUUID();
  for (const item of items) {
    const added = await call('POST', '/api/ShoppingCart/addToCart', { sessionId, ...item }, token);
    expect(added.statusCode, added.body).toBe(200);
  }
  return sessionId;
}

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

const ordersOf = (customerId: number) => t.db.select().from(orders).where(eq(orders.customerId, customerId));

describe('order submission', () => {
  it('turns a cart of made-to-order pieces into a job order, empties the cart and e-mails the buyer', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id, quantity: 2 }, { itemTypeID: chain.id }]);
    await call('POST', '/api/shoppingCart/update-tax', { sessionId, shippingStateId: ny }, customer.token);
    const cart = (
      await call(
        'POST',
        '/api/shoppingCart/update-extra-info',
        { sessionId, shippingMethodId: upsGround, shippingCountryId: us, shippingStateId: ny },
        customer.token,
      )
    ).json().value;
    expect(cart.shippingMethodId).toBe(upsGround);
    const res = await call(
      'POST',
      '/api/shoppingCart/submitOrder',
      submission(sessionId, { expectedGrandTotal: cart.grandTotal }),
      customer.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().value;
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

    const after = (
      await call('GET', `/api/shoppingCart/getBySessionId?sessionId=${sessionId}`, undefined, customer.token)
    ).json().value;
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
    const first = (await call('POST', '/api/shoppingCart/submitOrder', body, customer.token)).json().value;
    const again = await call('POST', '/api/shoppingCart/submitOrder', body, customer.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first);
    // The same key with another request is not the same order: refused, and no second order is made.
    const before = (await ordersOf(customer.customerId)).length;
    const otherCart = await cartWith([{ itemTypeID: chain.id }]);
    const reused = await call(
      'POST',
      '/api/shoppingCart/submitOrder',
      { ...body, sessionId: otherCart, pONumber: 'PO-OTHER' },
      customer.token,
    );
    expect(reused.statusCode, reused.body).toBe(409);
    expect(reused.json().errorMessages[0].value).toBe(
      'This idempotency key was already used for another order',
    );
    expect((await ordersOf(customer.customerId)).length).toBe(before);
    const fresh = await call(
      'POST',
      '/api/shoppingCart/submitOrder',
      { ...body, idempotencyKey: randomUUID() },
      customer.token,
    );
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().errorMessages[0].value).toBe('The shopping cart is empty');
  });

  it('creates exactly one order when the same cart is submitted 20 times at once', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }]);
    const before = (await ordersOf(customer.customerId)).length;
    const body = submission(sessionId);
    const sameKey = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/shoppingCart/submitOrder', body, customer.token)),
    );
    expect(sameKey.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(sameKey.map((r) => r.json().value.order_code)).size).toBe(1);

    const other = await cartWith([{ itemTypeID: chain.id }]);
    const noKey = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(
          'POST',
          '/api/shoppingCart/submitOrder',
          { ...submission(other), idempotencyKey: undefined },
          customer.token,
        ),
      ),
    );
    expect(noKey.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(noKey.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect((await ordersOf(customer.customerId)).length).toBe(before + 2);
  });

  it('makes a sales order of stock items and a price quote for a customer who gets quotes first', async () => {
    const stock = await call(
      'POST',
      '/api/shoppingCart/submitOrder',
      submission(await cartWith([{ itemTypeID: chain.id, quantity: 3 }])),
      customer.token,
    );
    expect(stock.json().value).toMatchObject({
      jobTypeCode: 'SO',
      order_code: expect.stringMatching(/^SO-/),
    });
    await t.db
      .update(customers)
      .set({ orderSubmission: 'QUOTE' })
      .where(eq(customers.id, customer.customerId));
    try {
      const quote = await call(
        'POST',
        '/api/shoppingCart/submitOrder',
        submission(await cartWith([{ itemTypeID: ring.id }])),
        customer.token,
      );
      expect(quote.json().value.jobTypeCode).toBe('PQ');
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
    const bad = await call(
      'POST',
      '/api/shoppingCart/submitOrder',
      submission(sessionId, { billingAddress: address({ name: ' ', email: 'not-an-email', zip: '' }) }),
      customer.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages).toEqual(
      expect.arrayContaining([
        { key: 'billingAddress.name', value: 'Name is required' },
        { key: 'billingAddress.email', value: 'E-mail must be valid' },
        { key: 'billingAddress.zip', value: 'ZIP / postal code is required' },
      ]),
    );
    const wrongState = await call(
      'POST',
      '/api/shoppingCart/submitOrder',
      submission(sessionId, { sellToAddress: address({ countryId: france, stateId: ohio }) }),
      customer.token,
    );
    expect(wrongState.json().errorMessages).toEqual([
      { key: 'sellToAddress.stateId', value: 'This state is not in the chosen country' },
    ]);
    const noShipping = await call(
      'POST',
      '/api/shoppingCart/submitOrder',
      submission(sessionId, { useDifferentShippingAddress: true, shipToSellToAddress: false }),
      customer.token,
    );
    expect(noShipping.json().errorMessages).toEqual([
      { key: 'shippingAddress', value: 'The shipping address is required' },
    ]);
    expect((await ordersOf(customer.customerId)).length).toBe(before);
    const cart = (
      await call('GET', `/api/shoppingCart/getBySessionId?sessionId=${sessionId}`, undefined, customer.token)
    ).json().value;
    expect(cart.items).toHaveLength(1);
  });

  it('passes an inactive account refusal through as jobInsertError and keeps the cart', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }]);
    await t.db.update(customers).set({ isActive: false }).where(eq(customers.id, customer.customerId));
    try {
      const res = await call('POST', '/api/shoppingCart/submitOrder', submission(sessionId), customer.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessages).toEqual([
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
    const other = await t.login(DEMO.other);
    const sessionId = await cartWith([{ itemTypeID: ring.id }], other.token);
    const questions = (
      await call('GET', '/api/shoppingCart/incoming-order-attributes', undefined, other.token)
    ).json().value as { id: number; code: string }[];
    const decedent = questions.find((q) => q.code === 'DECEDENT_NAME')!;
    const missing = await call('POST', '/api/shoppingCart/submitOrder', submission(sessionId), other.token);
    expect(missing.json().errorMessages).toEqual([
      { key: 'orderAttributes.DECEDENT_NAME', value: 'Name of the deceased is required' },
    ]);
    const answered = await call(
      'POST',
      '/api/shoppingCart/submitOrder',
      submission(sessionId, { orderAttributes: [{ id: decedent.id, value: 'Margaret Hale' }] }),
      other.token,
    );
    expect(answered.statusCode, answered.body).toBe(200);
  });

  it('never submits another customer’s cart', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }]);
    const other = await t.login(DEMO.other);
    const res = await call('POST', '/api/shoppingCart/submitOrder', submission(sessionId), other.token);
    expect(res.statusCode).toBe(404);
  });

  it('lets staff build a cart for a chosen customer and submit it on their behalf', async () => {
    const sales = await t.login(DEMO.sales);
    const sessionId = await cartWith([{ itemTypeID: ring.id }], sales.token);
    const unassigned = await call(
      'POST',
      '/api/shoppingCart/submitOrder',
      submission(sessionId),
      sales.token,
    );
    expect(unassigned.json().errorMessages).toEqual([
      { key: 'customerId', value: 'Choose the customer this order is for' },
    ]);
    const refused = await call(
      'POST',
      '/api/shoppingCart/update-extra-info',
      { sessionId: await cartWith([{ itemTypeID: ring.id }]), customerId: customer.customerId },
      customer.token,
    );
    expect(refused.statusCode).toBe(400);
    const assigned = await call(
      'POST',
      '/api/shoppingCart/update-extra-info',
      { sessionId, customerId: customer.customerId },
      sales.token,
    );
    expect(assigned.json().value.customerId).toBe(customer.customerId);
    const res = await call('POST', '/api/shoppingCart/submitOrder', submission(sessionId), sales.token);
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json().value.orderId));
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
      const res = await call('POST', '/api/shoppingCart/submitOrder', submission(sessionId), customer.token);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_address on order_addresses`);
      await t.db.execute(sql`drop function refuse_address()`);
    }
    expect((await ordersOf(customer.customerId)).length).toBe(before);
    const [cart] = await t.db.select().from(carts).where(eq(carts.sessionId, sessionId));
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toHaveLength(1);
    const retry = await call('POST', '/api/shoppingCart/submitOrder', submission(sessionId), customer.token);
    expect(retry.statusCode).toBe(200);
  });

  it('places no order that ships without a method delivering to its address, whatever the client sent', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }]);
    const before = (await ordersOf(customer.customerId)).length;
    for (const shippingMethodID of [undefined, null]) {
      const res = await call(
        'POST',
        '/api/shoppingCart/submitOrder',
        submission(sessionId, { shippingMethodID }),
        customer.token,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorMessages).toContainEqual({
        key: 'shippingMethodID',
        value: 'Choose a shipping method that delivers to this address',
      });
    }
    // A method of another country is refused too, and the shipping price is the server's, never the client's.
    const [colissimo] = await t.db
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.code, 'COLISSIMO'));
    const abroad = await call(
      'POST',
      '/api/shoppingCart/submitOrder',
      submission(sessionId, { shippingMethodID: colissimo!.id, shippingPrice: 0 }),
      customer.token,
    );
    expect(abroad.statusCode, abroad.body).toBe(400);
    expect((await ordersOf(customer.customerId)).length).toBe(before);
    const cart = (
      await call('GET', `/api/shoppingCart/getBySessionId?sessionId=${sessionId}`, undefined, customer.token)
    ).json().value;
    expect(cart.items).toHaveLength(1);
  });

  it('places nothing when the total the customer saw is no longer the total, and says the new one', async () => {
    const sessionId = await cartWith([{ itemTypeID: ring.id }]);
    const before = (await ordersOf(customer.customerId)).length;
    const seen = (
      await call('GET', `/api/shoppingCart/getBySessionId?sessionId=${sessionId}`, undefined, customer.token)
    ).json().value;
    // The customer saw the total before shipping was priced: the click raced the shipping choice.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shoppingCart/submitOrder',
      payload: submission(sessionId, { expectedGrandTotal: seen.grandTotal }),
      headers: { ...t.bearer(customer.token), 'accept-language': 'fr' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errorMessages[0]).toMatchObject({
      key: 'jobInsertError',
      value: expect.stringMatching(/^Le total est maintenant de \d+\.\d{2} USD/),
    });
    expect((await ordersOf(customer.customerId)).length).toBe(before);
  });
});
