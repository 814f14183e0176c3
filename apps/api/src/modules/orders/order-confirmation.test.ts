import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from './order-test-kit';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let customer: string;
let other: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
  other = (await t.login(DEMO.other)).token;
  staff = (await t.login(DEMO.sales)).token;
});
afterAll(() => t.close());

const byCode = (code: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/by-code/${encodeURIComponent(code)}`,
    headers: token ? t.bearer(token) : {},
  });

describe('GET /orders/by-code/{code} (the order confirmation)', () => {
  it('answers the order just submitted with its kind, lines, totals and addresses', async () => {
    const placed = await kit.placeOrder(customer, [kit.ring.id, kit.chain.id]);
    const res = await byCode(placed.order_code, customer);
    expect(res.statusCode).toBe(200);
    const order = res.json().value;
    expect(order).toMatchObject({ id: placed.orderId, code: placed.order_code, kind: placed.jobTypeCode });
    expect(order.items.map((i: { itemTypeID: number }) => i.itemTypeID).sort()).toEqual(
      [kit.ring.id, kit.chain.id].sort(),
    );
    const lines = order.items.reduce((sum: number, i: { lineTotal: number }) => sum + i.lineTotal, 0);
    expect(order.totals.subTotal).toBeCloseTo(lines, 2);
    expect(order.addresses.map((a: { city: string }) => a.city)).toContain(kit.address.city);
    // A French reader reads the country in French.
    const french = await t.app.inject({
      method: 'GET',
      url: `/api/orders/by-code/${placed.order_code}`,
      headers: { ...t.bearer(customer), 'accept-language': 'fr' },
    });
    expect(french.json().value.addresses.map((a: { country: string }) => a.country)).toContain('États-Unis');
    expect(order.addresses.map((a: { country: string }) => a.country)).toContain('United States');
    // Staff find it too.
    expect((await byCode(placed.order_code, staff)).json().value.id).toBe(placed.orderId);
  });

  it("is 404 for another customer's order and for an unknown code, 400 for a malformed one, 401 anonymously", async () => {
    const placed = await kit.placeOrder(customer);
    const theirs = await byCode(placed.order_code, other);
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.json())).not.toContain(kit.address.address1);
    expect((await byCode('JO-999999999', customer)).statusCode).toBe(404);
    expect((await byCode('XX-1', customer)).statusCode).toBe(400);
    expect((await byCode(placed.order_code)).statusCode).toBe(401);
  });
});
