import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/tables';
import { orderItems, orders } from '../orders/tables';
import { orderTestKit } from '../orders/order-test-kit';
import { auditLog } from '../../platform/tables';
import { pdfFormat } from '../finance/pdf/pdf-format';
import { quoteLockLines } from '../finance/pdf/quote-pdf';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { metalPriceLocks } from './tables';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let customer: { token: string; customerId: number };
let admin: { token: string };
let other: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  const signedIn = await t.login(DEMO.customer);
  customer = { token: signedIn.token, customerId: signedIn.user.scope.customerId! };
  admin = await t.login(DEMO.admin);
  other = await t.login(DEMO.other);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string, lang = 'en') =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { ...(token ? t.bearer(token) : {}), 'accept-language': lang },
  });
const cartOf = async (sessionId: string, token = customer.token) =>
  (await call('GET', `/api/shoppingCart/getBySessionId?sessionId=${sessionId}`, undefined, token)).json()
    .value;
const lockCart = (sessionId: string, token = customer.token, lang = 'en') =>
  call('POST', '/api/shoppingCart/lock-metal-price', { sessionId }, token, lang);
/** The ring is platinum by default: staff move the platinum price. */
const setPlatinum = async (pricePerOunce: number) => {
  const set = await call(
    'POST',
    '/api/Metals/master-alloy-price',
    { code: 'PLATINUM', pricePerOunce },
    admin.token,
  );
  expect(set.statusCode, set.body).toBe(200);
};
/** Ends a lock now, by moving its expiry: the database's clock decides, so nothing waits. */
const expire = (lockId: number) =>
  t.db
    .update(metalPriceLocks)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(metalPriceLocks.id, lockId));

describe('metal price locks', () => {
  it('holds the cart’s prices through a fixing change and lets them go at its expiry, saying so', async () => {
    const { sessionId } = await kit.fillCart(customer.token);
    const locked = await lockCart(sessionId);
    expect(locked.statusCode, locked.body).toBe(200);
    const cart = locked.json().value;
    const line = cart.items[0];
    expect(cart.metalLock).toMatchObject({ grams: expect.any(Number), remainingSeconds: expect.any(Number) });
    expect(cart.metalLock.grams).toBeGreaterThan(0);
    // 48 hours by default
    expect(cart.metalLock.remainingSeconds).toBeGreaterThan(47 * 3600);
    expect(cart.metalLock.remainingSeconds).toBeLessThanOrEqual(48 * 3600);
    expect(line).toMatchObject({ metalLocked: true, priceBasis: { masterAlloyCode: 'PLATINUM' } });
    expect(cart.metalLock.prices[0].pricePerGram).toBe(line.priceBasis.pricePerGram);

    await setPlatinum(2400);
    const held = await cartOf(sessionId);
    expect(held).toMatchObject({ priceChanged: false, metalLockExpiredAt: null });
    expect(held.items[0]).toMatchObject({ price: line.price, repricedFrom: null, metalLocked: true });
    const today = (
      await call('POST', '/api/products/cp/calculatePrice', { itemTypeID: kit.ring.id }, customer.token)
    ).json().value.price;
    expect(today).not.toBe(line.price);

    await expire(cart.metalLock.id);
    const after = await cartOf(sessionId);
    expect(after.metalLock).toBeNull();
    expect(after.metalLockExpiredAt).toEqual(expect.any(String));
    expect(after).toMatchObject({ priceChanged: true, items: [{ price: today, repricedFrom: line.price }] });
    expect(after.items[0]).toMatchObject({ metalLocked: false, priceBasis: { pricePerOunce: 2400 } });
  });

  it('keeps the locked price on an order submitted within the window and spends the lock on it', async () => {
    await setPlatinum(1500);
    const filled = await kit.fillCart(customer.token);
    const cart = (await lockCart(filled.sessionId)).json().value;
    await setPlatinum(1900);
    const order = await kit.submitCart(customer.token, filled);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
    expect(Number(item!.unitPrice)).toBe(cart.items[0].price);
    const [lock] = await t.db.select().from(metalPriceLocks).where(eq(metalPriceLocks.id, cart.metalLock.id));
    expect(lock).toMatchObject({ usedByOrderId: order.orderId, usedAt: expect.any(Date) });
  });

  it('lets two locks taken at once pass the customer’s cap only one at a time', async () => {
    const first = await kit.fillCart(customer.token);
    const second = await kit.fillCart(customer.token);
    const terms = (
      await call('GET', `/api/customer-metal-terms/${customer.customerId}`, undefined, admin.token)
    ).json().value;
    // One ring's metal fits under the cap, two do not.
    const probe = (await lockCart(first.sessionId)).json().value.metalLock;
    await t.db
      .update(metalPriceLocks)
      .set({ releasedAt: new Date() })
      .where(eq(metalPriceLocks.id, probe.id));
    const cap = Number((terms.lockedGrams + probe.grams * 1.5).toFixed(3));
    const set = await call(
      'POST',
      `/api/customer-metal-terms/${customer.customerId}`,
      { lockHours: 24, lockCapGrams: cap },
      admin.token,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toMatchObject({ lockHours: 24, lockCapGrams: cap });
    const answers = await Promise.all([
      lockCart(first.sessionId, customer.token, 'fr'),
      lockCart(second.sessionId, customer.token, 'fr'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().errorMessages[0].value).toMatch(/^Ce blocage porterait sur .* g de métal/);
    const granted = answers.find((a) => a.statusCode === 200)!.json().value.metalLock;
    // the customer's own window
    expect(granted.remainingSeconds).toBeLessThanOrEqual(24 * 3600);
    expect(granted.remainingSeconds).toBeGreaterThan(23 * 3600);
    const after = (
      await call('GET', `/api/customer-metal-terms/${customer.customerId}`, undefined, admin.token)
    ).json().value;
    expect(after.lockedGrams).toBeLessThanOrEqual(cap);
    // customers neither see nor set terms
    expect(
      (await call('GET', `/api/customer-metal-terms/${customer.customerId}`, undefined, customer.token))
        .statusCode,
    ).toBe(403);
    await call(
      'POST',
      `/api/customer-metal-terms/${customer.customerId}`,
      { lockHours: null, lockCapGrams: null },
      admin.token,
    );
  });

  it('never locks or shows another customer’s cart', async () => {
    const { sessionId } = await kit.fillCart(customer.token);
    const refused = await lockCart(sessionId, other.token);
    expect(refused.statusCode).toBe(404);
    const cart = await cartOf(sessionId);
    expect(await t.db.select().from(metalPriceLocks).where(eq(metalPriceLocks.cartId, cart.id))).toEqual([]);
    // the customer's own lock is not shown on another customer's cart either
    expect((await lockCart(sessionId)).statusCode).toBe(200);
    const theirs = await call(
      'GET',
      `/api/shoppingCart/getBySessionId?sessionId=${sessionId}`,
      undefined,
      other.token,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('locks an open price quote, shows it on the quote and spends it when the quote is approved', async () => {
    await t.db
      .update(customers)
      .set({ orderSubmission: 'QUOTE' })
      .where(eq(customers.id, customer.customerId));
    const quote = await kit.placeOrder(customer.token);
    await t.db
      .update(customers)
      .set({ orderSubmission: 'AUTO' })
      .where(eq(customers.id, customer.customerId));
    expect(quote.jobTypeCode).toBe('PQ');
    const url = `/api/PriceQuotes/${quote.orderId}/lock-metal-price`;
    expect((await call('POST', url, undefined, other.token)).statusCode).toBe(404);
    const locked = await call('POST', url, undefined, customer.token);
    expect(locked.statusCode, locked.body).toBe(200);
    const lock = locked.json().value.metalLock;
    expect(lock).toMatchObject({
      expiresAt: expect.any(String),
      prices: [{ basis: { masterAlloyCode: 'PLATINUM' } }],
    });
    const detail = (
      await call('GET', `/api/PriceQuotes/${quote.orderId}/detail`, undefined, customer.token)
    ).json().value;
    expect(detail.metalLock).toMatchObject({ id: lock.id, fixingId: lock.fixingId });
    // The quote's PDF shows the locked basis and when the lock expires.
    const pdfUrl = `/api/reports/print-pdf-report/PRICE_QUOTE/${quote.orderId}`;
    const pdf = await call('GET', pdfUrl, undefined, customer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await call('GET', pdfUrl, undefined, other.token)).statusCode).toBe(404);
    const printed = quoteLockLines(lock, pdfFormat('fr'), 'fr', 'USD');
    expect(printed[0]).toMatch(/^Prix du métal bloqué jusqu’au .+ UTC$/);
    expect(printed[1]).toMatch(/^Prix du métal bloqué : Platine, prix fixé par nos soins le .+ : .+\/oz t/);
    const approved = await call(
      'POST',
      '/api/PriceQuotes/set-status',
      { id: quote.orderId, statusChangeAction: 'APPROVE' },
      customer.token,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const [row] = await t.db.select().from(metalPriceLocks).where(eq(metalPriceLocks.id, lock.id));
    expect(row).toMatchObject({ usedByOrderId: quote.orderId });
    // an approved quote is no longer open
    const again = await call('POST', url, undefined, customer.token, 'fr');
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessages[0].value).toBe(
      'Seul un devis ouvert peut voir le prix de son métal bloqué',
    );
  });

  it('lets staff extend a lock or honour an expired one, audited, and nobody else', async () => {
    await setPlatinum(1600);
    const { sessionId } = await kit.fillCart(customer.token);
    const cart = (await lockCart(sessionId)).json().value;
    const lockId = cart.metalLock.id;
    const url = `/api/metal-price-locks/${lockId}/extend`;
    expect((await call('POST', url, { hours: 5 }, customer.token)).statusCode).toBe(403);
    const extended = await call('POST', url, { hours: 72 }, admin.token);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().value).toMatchObject({ honoured: false });
    expect(extended.json().value.metalLock.remainingSeconds).toBeGreaterThan(71 * 3600);

    await expire(lockId);
    await setPlatinum(2100);
    expect((await cartOf(sessionId)).metalLock).toBeNull();
    const honoured = await call('POST', url, { hours: 2 }, admin.token);
    expect(honoured.json().value).toMatchObject({ honoured: true });
    const back = await cartOf(sessionId);
    expect(back.metalLock).toMatchObject({ id: lockId });
    expect(back.items[0]).toMatchObject({ price: cart.items[0].price, metalLocked: true });

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(lockId)));
    expect(audits.map((a) => a.action).sort()).toEqual(['metal.lockExtended', 'metal.lockHonoured']);
    expect((await call('POST', url, { hours: 0 }, admin.token)).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/metal-price-locks/99999999/extend', { hours: 1 }, admin.token)).statusCode,
    ).toBe(404);
  });

  it('says before approval that a quote’s lock ran out, with its metal re-priced, and approves it at that price', async () => {
    await setPlatinum(1600);
    await t.db
      .update(customers)
      .set({ orderSubmission: 'QUOTE' })
      .where(eq(customers.id, customer.customerId));
    const quote = await kit.placeOrder(customer.token);
    await t.db
      .update(customers)
      .set({ orderSubmission: 'AUTO' })
      .where(eq(customers.id, customer.customerId));
    const detailOf = async () =>
      (await call('GET', `/api/PriceQuotes/${quote.orderId}/detail`, undefined, customer.token)).json().value;
    expect((await detailOf()).metalRepricing).toBeNull();
    const locked = await call(
      'POST',
      `/api/PriceQuotes/${quote.orderId}/lock-metal-price`,
      undefined,
      customer.token,
    );
    expect(locked.statusCode, locked.body).toBe(200);
    // While the lock holds, the market moving changes nothing on the quote.
    await setPlatinum(1900);
    expect((await detailOf()).metalRepricing).toBeNull();

    await expire(locked.json().value.metalLock.id);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, quote.orderId));
    const quoted = Number(line!.metalPricePerGram);
    const expired = (await detailOf()).metalRepricing;
    expect(expired).toMatchObject({
      lockExpiredAt: expect.any(String),
      metals: [{ quotedPricePerGram: quoted }],
    });
    const now = expired.metals[0].pricePerGram as number;
    expect(now).toBeGreaterThan(quoted);
    expect(expired.metals[0].basis).toMatchObject({ masterAlloyCode: 'PLATINUM', pricePerOunce: 1900 });
    // In cents: one piece's metal at each price, rounded as the line was built, times the quantity; tax if taxed.
    const piece = (pricePerGram: number) =>
      Math.round((Math.round(Number(line!.metalWeight) * 1000) * Math.round(pricePerGram * 10_000)) / 1e5);
    const change = (piece(now) - piece(quoted)) * line!.quantity;
    const [before] = await t.db.select().from(orders).where(eq(orders.id, quote.orderId));
    const tax = Number(before!.salesTaxValue)
      ? Math.round((change * Number(before!.salesTaxPercent)) / 100)
      : 0;
    expect(Math.round(expired.change * 100)).toBe(change + tax);
    expect(Math.round(expired.grandTotal * 100)).toBe(
      Math.round(Number(before!.grandTotal) * 100) + change + tax,
    );

    const approved = await call(
      'POST',
      '/api/PriceQuotes/set-status',
      { id: quote.orderId, statusChangeAction: 'APPROVE' },
      customer.token,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await detailOf();
    expect(after.metalRepricing).toBeNull();
    expect(Math.round(after.totals.grandTotal * 100)).toBe(Math.round(expired.grandTotal * 100));
    const [repriced] = await t.db.select().from(orderItems).where(eq(orderItems.id, line!.id));
    expect(Number(repriced!.metalPricePerGram)).toBe(now);
    expect(repriced!.priceBasis).toMatchObject({ pricePerGram: now });
    expect(Math.round(Number(repriced!.lineTotal) * 100)).toBe(
      Math.round(Number(line!.lineTotal) * 100) + change,
    );
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(quote.orderId)));
    expect(audits.map((a) => a.action)).toContain('priceQuote.metalRepriced');
  });
});
