import { getOrderByCode } from '@portal/shared/orders/get-order-by-code';
import type { Language } from '@portal/shared/platform/language';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from './order-test-kit';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
/** The demo customer's session, which the order kit places orders with. */
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
});
afterAll(() => t.close());

const byCode = (code: string, as: Caller, language: Language = 'en') =>
  t.send(getOrderByCode, { params: { code } }, { as, language });

describe('GET /orders/by-code/{code} (the order confirmation)', () => {
  it('answers the order just submitted with its kind, lines, totals and addresses', async () => {
    const placed = await kit.placeOrder(customer, [kit.ring.id, kit.chain.id]);
    const res = await byCode(placed.order_code, 'customer');
    expect(res.status).toBe(200);
    const order = res.value;
    expect(order).toMatchObject({ id: placed.orderId, code: placed.order_code, kind: placed.jobTypeCode });
    expect(order.items.map((i) => i.itemTypeID).sort()).toEqual([kit.ring.id, kit.chain.id].sort());
    const lines = order.items.reduce((sum, i) => sum + i.lineTotal, 0);
    expect(order.totals.subTotal).toBeCloseTo(lines, 2);
    expect(order.addresses.map((a) => a.city)).toContain(kit.address.city);
    // A French reader reads the country in French.
    const french = await byCode(placed.order_code, 'customer', 'fr');
    expect(french.value.addresses.map((a) => a.country)).toContain('États-Unis');
    expect(order.addresses.map((a) => a.country)).toContain('United States');
    // Staff find it too.
    expect((await byCode(placed.order_code, 'sales')).value.id).toBe(placed.orderId);
  });

  it("is 404 for another customer's order and for an unknown code, 400 for a malformed one, 401 anonymously", async () => {
    const placed = await kit.placeOrder(customer);
    const theirs = await byCode(placed.order_code, 'other');
    expect(theirs.status).toBe(404);
    expect(theirs.response.body).not.toContain(kit.address.address1);
    expect((await byCode('JO-999999999', 'customer')).status).toBe(404);
    expect((await byCode('XX-1', 'customer')).status).toBe(400);
    expect((await byCode(placed.order_code, 'anonymous')).status).toBe(401);
  });
});
