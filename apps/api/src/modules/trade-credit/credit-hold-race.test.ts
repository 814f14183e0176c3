// Twenty buyers of one customer submit at once against one credit limit: the customer's row is locked in each
// submission's transaction, so the orders that go through never take the customer past its limit. On PostgreSQL only
// (TEST_DATABASE_URL): PGlite has one connection, so its transactions never overlap.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { micros, toFixedString } from '@portal/shared/platform/decimal';
import { saveTradeTerms } from '@portal/shared/trade-credit/save-trade-terms';
import { orderTestKit } from '../orders/order-test-kit';
import { orders } from '../orders/tables';
import { createUser, customerId } from '../../test/fixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { creditExposure } from './credit-hold';
import { orderHolds } from './tables';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;

beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(() => t?.close());

describe.skipIf(!onPostgres)('credit limit under concurrent submissions', () => {
  it('lets through only the orders that fit, holds the rest', async () => {
    const kit = await orderTestKit(t);
    const c1001 = await customerId(t.db, 'C1001');
    const buyers = await Promise.all(
      Array.from({ length: 20 }, () => createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] })),
    );
    const tokens: string[] = [];
    for (const b of buyers) tokens.push((await t.login({ email: b.email, password: b.password })).token);
    const carts: Awaited<ReturnType<typeof kit.fillCart>>[] = [];
    for (const token of tokens) carts.push(await kit.fillCart(token));
    // One order's total, from a first order placed without a limit.
    const first = await kit.placeOrder(tokens[0]!);
    const [placed] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
    const orderTotal = micros(placed!.grandTotal);
    const exposure = await creditExposure(t.db, c1001);
    const limit = exposure + orderTotal * 5n + orderTotal / 2n;
    const admin = (await t.login(DEMO.admin)).token;
    const set = await t.send(
      saveTradeTerms,
      {
        params: { id: c1001 },
        body: {
          creditLimit: toFixedString(limit),
          graceDays: null,
          poRequired: false,
          lateChargePercent: '0',
        },
      },
      { as: { token: admin } },
    );
    expect(set.status).toBe(200);

    const answers = await Promise.all(tokens.map((token, i) => kit.submitCart(token, carts[i]!)));
    const ids = answers.map((a) => a.orderId);
    const held = await t.db
      .select({ orderId: orderHolds.orderId })
      .from(orderHolds)
      .where(and(inArray(orderHolds.orderId, ids), eq(orderHolds.status, 'HELD')));
    expect(ids.length - held.length).toBe(5);
    expect(await creditExposure(t.db, c1001)).toBeLessThanOrEqual(limit);
  });
});
