import { getCart } from '@portal/shared/cart/get-cart';
import { lockCartMetalPrice } from '@portal/shared/cart/lock-cart-metal-price';
import { calculatePrice } from '@portal/shared/catalog/calculate-price';
import { updateMasterAlloyPrice } from '@portal/shared/catalog/update-master-alloy-price';
import { printPriceQuoteReport } from '@portal/shared/finance/print-price-quote-report';
import { getCustomerMetalTerms, setCustomerMetalTerms } from '@portal/shared/metal/customer-metal-terms';
import { extendMetalPriceLock } from '@portal/shared/metal/extend-metal-price-lock';
import { getPriceQuoteDetail } from '@portal/shared/orders/get-price-quote-detail';
import { lockQuoteMetalPrice } from '@portal/shared/orders/lock-quote-metal-price';
import { setQuoteStatus } from '@portal/shared/orders/set-quote-status';
import type { Language } from '@portal/shared/platform/language';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/tables';
import { orderItems, orders } from '../orders/tables';
import { orderTestKit } from '../orders/order-test-kit';
import { auditLog } from '../../platform/tables';
import { pdfFormat } from '../finance/pdf/pdf-format';
import { quoteLockLines } from '../finance/pdf/quote-pdf';
import type { Caller, SendInput } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { metalPriceLocks } from './tables';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let customer: { token: string; customerId: number };
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  const signedIn = await t.login(DEMO.customer);
  customer = { token: signedIn.token, customerId: signedIn.user.scope.customerId! };
});
afterAll(() => t.close());

const cartOf = async (sessionId: string) =>
  (await t.send(getCart, { query: { sessionId } }, { as: 'customer' })).value;
const lockCart = (sessionId: string, as: Caller = 'customer', language?: Language) =>
  t.send(lockCartMetalPrice, { body: { sessionId } }, { as, language });
const lockQuote = (id: number, as: Caller = 'customer', language?: Language) =>
  t.send(lockQuoteMetalPrice, { params: { id } }, { as, language });
const quoteDetail = async (id: number) =>
  (await t.send(getPriceQuoteDetail, { params: { id } }, { as: 'customer' })).value;
const approveQuote = (id: number) =>
  t.send(setQuoteStatus, { body: { id, statusChangeAction: 'APPROVE' } }, { as: 'customer' });
const termsOf = (as: Caller) =>
  t.send(getCustomerMetalTerms, { params: { id: customer.customerId } }, { as });
const setTerms = (body: SendInput<typeof setCustomerMetalTerms>['body']) =>
  t.send(setCustomerMetalTerms, { params: { id: customer.customerId }, body }, { as: 'admin' });
/** The ring is platinum by default: staff move the platinum price. */
const setPlatinum = async (pricePerOunce: number) => {
  const set = await t.send(
    updateMasterAlloyPrice,
    { body: { code: 'PLATINUM', pricePerOunce } },
    { as: 'admin' },
  );
  expect(set.status, set.response.body).toBe(200);
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
    expect(locked.status, locked.response.body).toBe(200);
    const cart = locked.value;
    const line = cart.items[0]!;
    const lock = cart.metalLock!;
    expect(lock).toMatchObject({ grams: expect.any(Number), remainingSeconds: expect.any(Number) });
    expect(lock.grams).toBeGreaterThan(0);
    // 48 hours by default
    expect(lock.remainingSeconds).toBeGreaterThan(47 * 3600);
    expect(lock.remainingSeconds).toBeLessThanOrEqual(48 * 3600);
    expect(line).toMatchObject({ metalLocked: true, priceBasis: { masterAlloyCode: 'PLATINUM' } });
    expect(lock.prices[0]!.pricePerGram).toBe(line.priceBasis!.pricePerGram);

    await setPlatinum(2400);
    const held = await cartOf(sessionId);
    expect(held).toMatchObject({ priceChanged: false, metalLockExpiredAt: null });
    expect(held.items[0]).toMatchObject({ price: line.price, repricedFrom: null, metalLocked: true });
    const today = (await t.send(calculatePrice, { body: { itemTypeID: kit.ring.id } }, { as: 'customer' }))
      .value.price;
    expect(today).not.toBe(line.price);

    await expire(lock.id);
    const after = await cartOf(sessionId);
    expect(after.metalLock).toBeNull();
    expect(after.metalLockExpiredAt).toEqual(expect.any(String));
    expect(after).toMatchObject({ priceChanged: true, items: [{ price: today, repricedFrom: line.price }] });
    expect(after.items[0]).toMatchObject({ metalLocked: false, priceBasis: { pricePerOunce: 2400 } });
  });

  it('keeps the locked price on an order submitted within the window and spends the lock on it', async () => {
    await setPlatinum(1500);
    const filled = await kit.fillCart(customer.token);
    const cart = (await lockCart(filled.sessionId)).value;
    await setPlatinum(1900);
    const order = await kit.submitCart(customer.token, filled);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
    expect(Number(item!.unitPrice)).toBe(cart.items[0]!.price);
    const [lock] = await t.db
      .select()
      .from(metalPriceLocks)
      .where(eq(metalPriceLocks.id, cart.metalLock!.id));
    expect(lock).toMatchObject({ usedByOrderId: order.orderId, usedAt: expect.any(Date) });
  });

  it('lets two locks taken at once pass the customer’s cap only one at a time', async () => {
    const first = await kit.fillCart(customer.token);
    const second = await kit.fillCart(customer.token);
    const terms = (await termsOf('admin')).value;
    // One ring's metal fits under the cap, two do not.
    const probe = (await lockCart(first.sessionId)).value.metalLock!;
    await t.db
      .update(metalPriceLocks)
      .set({ releasedAt: new Date() })
      .where(eq(metalPriceLocks.id, probe.id));
    const cap = Number((terms.lockedGrams + probe.grams * 1.5).toFixed(3));
    const set = await setTerms({ lockHours: 24, lockCapGrams: cap });
    expect(set.status, set.response.body).toBe(200);
    expect(set.value).toMatchObject({ lockHours: 24, lockCapGrams: cap });
    const answers = await Promise.all([
      lockCart(first.sessionId, 'customer', 'fr'),
      lockCart(second.sessionId, 'customer', 'fr'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.errorMessages[0]!.value).toMatch(/^Ce blocage porterait sur .* g de métal/);
    const granted = answers.find((a) => a.status === 200)!.value.metalLock!;
    // the customer's own window
    expect(granted.remainingSeconds).toBeLessThanOrEqual(24 * 3600);
    expect(granted.remainingSeconds).toBeGreaterThan(23 * 3600);
    const after = (await termsOf('admin')).value;
    expect(after.lockedGrams).toBeLessThanOrEqual(cap);
    // customers neither see nor set terms
    expect((await termsOf('customer')).status).toBe(403);
    await setTerms({ lockHours: null, lockCapGrams: null });
  });

  it('never locks or shows another customer’s cart', async () => {
    const { sessionId } = await kit.fillCart(customer.token);
    const refused = await lockCart(sessionId, 'other');
    expect(refused.status).toBe(404);
    const cart = await cartOf(sessionId);
    expect(await t.db.select().from(metalPriceLocks).where(eq(metalPriceLocks.cartId, cart.id))).toEqual([]);
    // the customer's own lock is not shown on another customer's cart either
    expect((await lockCart(sessionId)).status).toBe(200);
    const theirs = await t.send(getCart, { query: { sessionId } }, { as: 'other' });
    expect(theirs.status).toBe(404);
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
    expect((await lockQuote(quote.orderId, 'other')).status).toBe(404);
    const locked = await lockQuote(quote.orderId);
    expect(locked.status, locked.response.body).toBe(200);
    const lock = locked.value.metalLock;
    expect(lock).toMatchObject({
      expiresAt: expect.any(String),
      prices: [{ basis: { masterAlloyCode: 'PLATINUM' } }],
    });
    const detail = await quoteDetail(quote.orderId);
    expect(detail.metalLock).toMatchObject({ id: lock.id, fixingId: lock.fixingId });
    // The quote's PDF shows the locked basis and when the lock expires.
    const print = (as: Caller) => t.send(printPriceQuoteReport, { params: { id: quote.orderId } }, { as });
    const pdf = await print('customer');
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toContain('application/pdf');
    expect((await print('other')).status).toBe(404);
    const printed = quoteLockLines(lock, pdfFormat('fr'), 'fr', 'USD');
    expect(printed[0]).toMatch(/^Prix du métal bloqué jusqu’au .+ UTC$/);
    expect(printed[1]).toMatch(/^Prix du métal bloqué : Platine, prix fixé par nos soins le .+ : .+\/oz t/);
    const approved = await approveQuote(quote.orderId);
    expect(approved.status, approved.response.body).toBe(200);
    const [row] = await t.db.select().from(metalPriceLocks).where(eq(metalPriceLocks.id, lock.id));
    expect(row).toMatchObject({ usedByOrderId: quote.orderId });
    // an approved quote is no longer open
    const again = await lockQuote(quote.orderId, 'customer', 'fr');
    expect(again.status).toBe(409);
    expect(again.errorMessages[0]!.value).toBe('Seul un devis ouvert peut voir le prix de son métal bloqué');
  });

  it('lets staff extend a lock or honour an expired one, audited, and nobody else', async () => {
    await setPlatinum(1600);
    const { sessionId } = await kit.fillCart(customer.token);
    const cart = (await lockCart(sessionId)).value;
    const lockId = cart.metalLock!.id;
    const extend = (hours: number, as: Caller = 'admin', id = lockId) =>
      t.send(extendMetalPriceLock, { params: { id }, body: { hours } }, { as });
    expect((await extend(5, 'customer')).status).toBe(403);
    const extended = await extend(72);
    expect(extended.status, extended.response.body).toBe(200);
    expect(extended.value).toMatchObject({ honoured: false });
    expect(extended.value.metalLock.remainingSeconds).toBeGreaterThan(71 * 3600);

    await expire(lockId);
    await setPlatinum(2100);
    expect((await cartOf(sessionId)).metalLock).toBeNull();
    const honoured = await extend(2);
    expect(honoured.value).toMatchObject({ honoured: true });
    const back = await cartOf(sessionId);
    expect(back.metalLock).toMatchObject({ id: lockId });
    expect(back.items[0]).toMatchObject({ price: cart.items[0]!.price, metalLocked: true });

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(lockId)));
    expect(audits.map((a) => a.action).sort()).toEqual(['metal.lockExtended', 'metal.lockHonoured']);
    expect((await extend(0)).status).toBe(400);
    expect((await extend(1, 'admin', 99999999)).status).toBe(404);
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
    const detailOf = () => quoteDetail(quote.orderId);
    expect((await detailOf()).metalRepricing).toBeNull();
    const locked = await lockQuote(quote.orderId);
    expect(locked.status, locked.response.body).toBe(200);
    // While the lock holds, the market moving changes nothing on the quote.
    await setPlatinum(1900);
    expect((await detailOf()).metalRepricing).toBeNull();

    await expire(locked.value.metalLock.id);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, quote.orderId));
    const quoted = Number(line!.metalPricePerGram);
    const expired = (await detailOf()).metalRepricing!;
    expect(expired).toMatchObject({
      lockExpiredAt: expect.any(String),
      metals: [{ quotedPricePerGram: quoted }],
    });
    const now = expired.metals[0]!.pricePerGram;
    expect(now).toBeGreaterThan(quoted);
    expect(expired.metals[0]!.basis).toMatchObject({ masterAlloyCode: 'PLATINUM', pricePerOunce: 1900 });
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

    const approved = await approveQuote(quote.orderId);
    expect(approved.status, approved.response.body).toBe(200);
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
