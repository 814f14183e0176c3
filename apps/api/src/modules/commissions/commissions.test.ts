import { getCommissionRate } from '@portal/shared/commissions/get-commission-rate';
import { getCommissionStatement } from '@portal/shared/commissions/get-commission-statement';
import { getCommissions } from '@portal/shared/commissions/get-commissions';
import { setCommissionRate } from '@portal/shared/commissions/set-commission-rate';
import { settleCommission } from '@portal/shared/commissions/settle-commission';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/tables';
import { customerCredits } from '../finance/tables';
import { orders } from '../orders/tables';
import { customerTypes } from '../reference/tables';
import { auditLog } from '../../platform/tables';
import { createUser, customerId } from '../../test/fixtures';
import type { Caller } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';
import { commissionCents, earnCommission } from './service';
import { commissions } from './tables';

// The demo funeral home C1002 (other@demo.test) earns on two of its demo job orders, marked here as family orders; a
// second funeral home checks that it never reaches them.
let t: TestApp;
let c1002: number;
let rival: Caller;
let earned: { id: number; orderId: number }[];

beforeAll(async () => {
  t = await createTestApp();
  c1002 = await customerId(t.db, 'C1002');
  const [type] = await t.db.select().from(customerTypes).where(eq(customerTypes.code, 'FUNERAL_HOME'));
  await t.db
    .insert(customers)
    .values({ accountNumber: 'C9038', name: 'Lakeside Chapel', customerTypeId: type!.id });
  rival = {
    token: (await t.login(await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C9038'] }))).token,
  };
  const rate = await t.send(
    setCommissionRate,
    { params: { id: c1002 }, body: { rate: '12.5' } },
    { as: 'admin' },
  );
  expect(rate.value).toEqual({ customerId: c1002, rate: 12.5 });
  const family = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, c1002), eq(orders.kind, 'JO'), isNull(orders.placedVia)))
    .limit(2);
  expect(family).toHaveLength(2);
  for (const o of family) {
    await t.db.update(orders).set({ placedVia: 'family' }).where(eq(orders.id, o.id));
    await earnCommission(t.db, o.id, t.clock.now());
  }
  earned = await t.db
    .select({ id: commissions.id, orderId: commissions.orderId })
    .from(commissions)
    .where(eq(commissions.customerId, c1002));
});
afterAll(() => t.close());

describe('commissions', () => {
  it('earns the rate on the goods in exact cents, half a cent up, once per order', async () => {
    expect(commissionCents(10_000n, '12.50')).toBe(1250n);
    expect(commissionCents(1_999n, '12.50')).toBe(250n); // 249.875 → 250
    expect(commissionCents(1_003n, '7.5')).toBe(75n); // 75.225 → 75
    expect(commissionCents(0n, '12.50')).toBe(0n);
    expect(earned).toHaveLength(2);
    await earnCommission(t.db, earned[0]!.orderId, t.clock.now());
    const [order] = await t.db.select().from(orders).where(eq(orders.id, earned[0]!.orderId));
    const rows = await t.db.select().from(commissions).where(eq(commissions.orderId, earned[0]!.orderId));
    expect(rows).toHaveLength(1);
    const goods = BigInt(Math.round((Number(order!.subTotal) - Number(order!.discountValue)) * 100));
    expect(rows[0]!.amount).toBe((Number(commissionCents(goods, '12.50')) / 100).toFixed(2));
  });

  it('shows a funeral home its own commissions and staff everyone’s, by customer', async () => {
    const own = await t.send(getCommissions, { query: {} }, { as: 'other' });
    expect(own.status).toBe(200);
    expect(own.value.items.map((c) => c.id).sort()).toEqual(earned.map((e) => e.id).sort());
    expect(own.value.items[0]).toMatchObject({ state: 'open', rate: 12.5, settlement: null });
    // A customerId in the query never widens a portal user's list.
    const asked = await t.send(getCommissions, { query: { customerId: c1002 } }, { as: rival });
    expect(asked.value.items).toHaveLength(0);
    const staff = await t.send(getCommissions, { query: { customerId: c1002 } }, { as: 'admin' });
    expect(staff.value.pagingData.itemCount).toBe(2);
  });

  it('keeps another funeral home out of the rate and the statement (404)', async () => {
    expect((await t.send(getCommissionRate, { params: { id: c1002 } }, { as: rival })).status).toBe(404);
    expect((await t.send(getCommissionRate, { params: { id: c1002 } }, { as: 'other' })).value.rate).toBe(
      12.5,
    );
    const month = t.clock.now().toISOString().slice(0, 7);
    const theirs = await t.send(
      getCommissionStatement,
      { params: { month }, query: { customerId: c1002 } },
      { as: rival },
    );
    expect(theirs.status).toBe(404);
    const pdf = await t.send(getCommissionStatement, { params: { month } }, { as: 'other' });
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toContain('application/pdf');
    expect(pdf.response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lets only staff set a rate or settle, and refuses a bad rate', async () => {
    const bad = await t.send(
      setCommissionRate,
      { params: { id: c1002 }, body: { rate: '120' } },
      { as: 'admin' },
    );
    expect(bad.status).toBe(400);
    const mine = await t.send(
      setCommissionRate,
      { params: { id: c1002 }, body: { rate: '50' } },
      { as: 'other' },
    );
    expect(mine.status).toBe(403);
    const settle = await t.send(
      settleCommission,
      { params: { id: earned[0]!.id }, body: { settlement: 'credit' } },
      { as: 'other' },
    );
    expect(settle.status).toBe(403);
    expect((await t.send(getCommissionRate, { params: { id: c1002 } }, { as: 'admin' })).value.rate).toBe(
      12.5,
    );
  });

  it('settles a commission once, even when two staff settle it at the same moment', async () => {
    const id = earned[0]!.id;
    const body = { settlement: 'payout' as const, reference: 'WIRE-2026-118' };
    const [a, b] = await Promise.all([
      t.send(settleCommission, { params: { id }, body }, { as: 'admin' }),
      t.send(settleCommission, { params: { id }, body: { settlement: 'credit' } }, { as: 'sales' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = a.status === 200 ? a : b;
    expect(done.value.state).toBe('settled');
    const [row] = await t.db.select().from(commissions).where(eq(commissions.id, id));
    const credits = await t.db.select().from(customerCredits).where(eq(customerCredits.customerId, c1002));
    // Whichever won, exactly one settlement: a payout leaves no credit behind, a credit names its memo.
    if (row!.settlement === 'payout') {
      expect(row!.settlementReference).toBe('WIRE-2026-118');
      expect(credits.some((c) => c.reason?.startsWith('Commission on'))).toBe(false);
    } else expect(credits.filter((c) => c.id === row!.creditId)).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'commission.settle'));
    expect(audits.filter((e) => e.entityId === String(id))).toHaveLength(1);
    const again = await t.send(settleCommission, { params: { id }, body }, { as: 'admin', language: 'fr' });
    expect(again.status).toBe(409);
    expect(again.serverErrors.join()).toMatch(/déjà réglée/);
  });

  it('gives a commission as a customer credit through the ledger', async () => {
    const id = earned[1]!.id;
    const res = await t.send(
      settleCommission,
      { params: { id }, body: { settlement: 'credit' } },
      { as: 'admin' },
    );
    expect(res.status).toBe(200);
    expect(res.value).toMatchObject({ state: 'settled', settlement: 'credit' });
    expect(res.value.settlementReference).toMatch(/^CM-/);
    const [row] = await t.db.select().from(commissions).where(eq(commissions.id, id));
    const [credit] = await t.db.select().from(customerCredits).where(eq(customerCredits.id, row!.creditId!));
    expect(credit).toMatchObject({
      customerId: c1002,
      kind: 'credit_memo',
      amount: row!.amount,
      balance: row!.amount,
    });
  });
});
