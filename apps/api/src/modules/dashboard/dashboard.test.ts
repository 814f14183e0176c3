import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterAlloys, metalPriceHistory } from '../catalog/tables';
import { modules, roleSettings } from '../settings/tables';
import { roles, userRoles } from '../users/tables';
import { createUser, customerId } from '../../test/fixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

// The Dashboard/* calls through HTTP on the demo data: C1001 belongs to customer@demo.test, C1002 to other@demo.test.
let t: TestApp;
let customer: string;
let other: string;
let staff: string;
let noDashboard: string;
let dashboardOnly: string;
let c1001: number;
let c1002: number;

/** A role of this file with exactly these permissions, given to a new portal user of C1001. */
async function userWith(code: string, permissions: string[]) {
  const [role] = await t.db.insert(roles).values({ code, name: code, isStaff: false }).returning();
  for (const permission of permissions) {
    const [moduleCode, action] = permission.split(':') as [string, string];
    const [module] = await t.db.select().from(modules).where(eq(modules.code, moduleCode));
    await t.db.insert(roleSettings).values({ roleId: role!.id, moduleId: module!.id, action });
  }
  const user = await createUser(t.db, { customers: ['C1001'] });
  await t.db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
  return (await t.login(user)).token;
}

beforeAll(async () => {
  t = await createTestApp();
  customer = (await t.login(DEMO.customer)).token;
  other = (await t.login(DEMO.other)).token;
  staff = (await t.login(DEMO.admin)).token;
  noDashboard = await userWith('TEST_NO_DASHBOARD', ['CP_JOB_ORDERS:VIEW', 'CP_INVOICES:VIEW']);
  dashboardOnly = await userWith('TEST_DASHBOARD_ONLY', ['CP_DASHBOARD:VIEW']);
  c1001 = await customerId(t.db, 'C1001');
  c1002 = await customerId(t.db, 'C1002');
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(token), payload });
const value = async (url: string, token: string) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('permissions of every Dashboard call', () => {
  const reads = [
    '/api/Dashboard/messages',
    '/api/Dashboard/BalanceInfo',
    '/api/Dashboard/Orders/?entityTypeCode=JO',
    '/api/Dashboard/OrdersStatusSummary/JO',
    '/api/Dashboard/InvoiceStatusSummary',
    '/api/Dashboard/Invoices',
    '/api/Dashboard/Metals',
    '/api/Dashboard/Featured',
    '/api/Dashboard/Settings',
    '/api/Dashboard/PrimitiveSetting/CPV3_DASHBOARD_GRID_LAYOUT',
  ];

  it('answers 401 without a token and 403 without CP_DASHBOARD:VIEW', async () => {
    for (const url of reads) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, noDashboard)).statusCode, url).toBe(403);
    }
    expect((await post('/api/Dashboard/Settings', noDashboard, { cards: [], layout: [] })).statusCode).toBe(
      403,
    );
    const primitive = { Code: 'CP_IsMenuCollapsed', Value: 'true' };
    expect((await post('/api/Dashboard/PrimitiveSetting', noDashboard, primitive)).statusCode).toBe(403);
  });

  it('asks the permission of the data a card shows as well: orders and invoices need their module’s VIEW', async () => {
    for (const url of [
      '/api/Dashboard/BalanceInfo',
      '/api/Dashboard/Orders/?entityTypeCode=SO',
      '/api/Dashboard/OrdersStatusSummary/PQ',
      '/api/Dashboard/InvoiceStatusSummary',
      '/api/Dashboard/Invoices',
    ])
      expect((await get(url, dashboardOnly)).statusCode, url).toBe(403);
    // Messages only come from the kinds the user may view: none here.
    expect(await value('/api/Dashboard/messages', dashboardOnly)).toEqual([]);
    expect((await value('/api/Dashboard/Metals', dashboardOnly)).length).toBe(4);
  });
});

describe('orders and status summaries', () => {
  it('gives a customer its own orders only, newest first; staff see every customer or the one asked for', async () => {
    for (const kind of ['JO', 'SO', 'PQ']) {
      const mine = await value(`/api/Dashboard/Orders/?entityTypeCode=${kind}&pageSize=200`, customer);
      expect(mine.items.length, kind).toBeGreaterThan(0);
      expect(new Set(mine.items.map((o: { customerId: number }) => o.customerId))).toEqual(new Set([c1001]));
      const dates = mine.items.map((o: { orderDate: string }) => o.orderDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    const everyone = await value('/api/Dashboard/Orders/?entityTypeCode=JO&pageSize=200', staff);
    expect(new Set(everyone.items.map((o: { customerId: number }) => o.customerId)).size).toBeGreaterThan(1);
    const one = await value(
      `/api/Dashboard/Orders/?entityTypeCode=JO&pageSize=200&customerId=${c1002}`,
      staff,
    );
    expect(one.items.length).toBeGreaterThan(0);
    expect(new Set(one.items.map((o: { customerId: number }) => o.customerId))).toEqual(new Set([c1002]));
    // A portal user naming another customer learns nothing about it.
    expect(
      (await get(`/api/Dashboard/Orders/?entityTypeCode=JO&customerId=${c1002}`, customer)).statusCode,
    ).toBe(404);
  });

  it('narrows to open or closed orders and pages from 1', async () => {
    const open = await value(
      '/api/Dashboard/Orders/?entityTypeCode=JO&getJobsWithStatus=OPEN&pageSize=200',
      customer,
    );
    expect(open.items.every((o: { listGroup: string }) => o.listGroup !== 'closed')).toBe(true);
    const closed = await value(
      '/api/Dashboard/Orders/?entityTypeCode=JO&getJobsWithStatus=closed&pageSize=200',
      customer,
    );
    expect(closed.items.every((o: { listGroup: string }) => o.listGroup === 'closed')).toBe(true);
    const page = await value('/api/Dashboard/Orders/?entityTypeCode=JO&pageSize=2&pageNo=1', customer);
    expect(page.pagingData).toMatchObject({ pageNo: 1, pageSize: 2 });
    expect(page.pagingData.itemCount).toBe(open.pagingData.itemCount + closed.pagingData.itemCount);
  });

  it('counts a customer’s orders per status, matching its own list', async () => {
    const summary = await value('/api/Dashboard/OrdersStatusSummary/jo', customer);
    const list = await value('/api/Dashboard/Orders/?entityTypeCode=JO&pageSize=200', customer);
    expect(summary.kind).toBe('JO');
    expect(summary.total).toBe(list.pagingData.itemCount);
    for (const row of summary.statuses)
      expect(row.count, row.statusCode).toBe(
        list.items.filter((o: { statusCode: string }) => o.statusCode === row.statusCode).length,
      );
    const open = await value('/api/Dashboard/OrdersStatusSummary/JO?GetJobsWithStatus=OPEN', customer);
    expect(open.statuses.every((s: { isClosed: boolean }) => !s.isClosed)).toBe(true);
    const all = await value('/api/Dashboard/OrdersStatusSummary/JO', staff);
    expect(all.total).toBeGreaterThan(summary.total);
  });

  it('refuses a bad kind, status or page with 400', async () => {
    for (const url of [
      '/api/Dashboard/Orders/?entityTypeCode=XX',
      '/api/Dashboard/Orders/',
      '/api/Dashboard/Orders/?entityTypeCode=JO&pageSize=500',
      '/api/Dashboard/Orders/?entityTypeCode=JO&pageNo=0',
      '/api/Dashboard/Orders/?entityTypeCode=JO&getJobsWithStatus=NOPE',
      '/api/Dashboard/OrdersStatusSummary/ZZ',
      '/api/Dashboard/OrdersStatusSummary/JO?GetJobsWithStatus=NOPE',
      '/api/Dashboard/Invoices?pageSize=0',
      '/api/Dashboard/Metals?months=99',
    ]) {
      const res = await get(url, customer);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().hasErrors).toBe(true);
    }
  });
});

describe('balance and invoices', () => {
  it('gives a customer its own balance, matching its invoices', async () => {
    const balance = await value('/api/Dashboard/BalanceInfo', customer);
    expect(balance.customer.customerId).toBe(c1001);
    const invoices = await value('/api/invoices?pageSize=200', customer);
    const open = invoices.items.filter((i: { balance: number; statusCode: string }) => i.balance > 0);
    const cents = open.reduce((sum: number, i: { balance: number }) => sum + Math.round(i.balance * 100), 0);
    expect(Math.round(balance.openBalance * 100)).toBe(cents);
    expect(balance.openInvoiceCount).toBe(open.length);
    const theirs = await value('/api/Dashboard/BalanceInfo', other);
    expect(theirs.customer.customerId).toBe(c1002);
    expect((await get(`/api/Dashboard/BalanceInfo?customerId=${c1002}`, customer)).statusCode).toBe(404);
  });

  it('gives staff every customer’s total, or one customer’s balance', async () => {
    const all = await value('/api/Dashboard/BalanceInfo', staff);
    expect(all.customer).toBeNull();
    const one = await value(`/api/Dashboard/BalanceInfo?customerId=${c1001}`, staff);
    const two = await value(`/api/Dashboard/BalanceInfo?customerId=${c1002}`, staff);
    expect(all.openBalance).toBeGreaterThanOrEqual(one.openBalance + two.openBalance - 0.001);
    expect(one).toEqual(await value('/api/Dashboard/BalanceInfo', customer));
  });

  it('summarises invoices per status, OVERDUE included, as the invoice list counts them', async () => {
    const summary = await value('/api/Dashboard/InvoiceStatusSummary', customer);
    const list = await value('/api/invoices?pageSize=200', customer);
    for (const row of summary) {
      const rows = list.items.filter((i: { statusCode: string }) => i.statusCode === row.statusCode);
      expect(row.count, row.statusCode).toBe(rows.length);
    }
    expect(summary.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(
      list.pagingData.itemCount,
    );
    expect(summary.map((r: { statusCode: string }) => r.statusCode)).toContain('OVERDUE');
  });

  it('lists the newest invoices of the caller only', async () => {
    const page = await value('/api/Dashboard/Invoices?pageSize=5', customer);
    expect(page.items.length).toBe(5);
    expect(new Set(page.items.map((i: { customerId: number }) => i.customerId))).toEqual(new Set([c1001]));
    const theirs = await value('/api/Dashboard/Invoices?pageSize=200', other);
    const mine = await value('/api/Dashboard/Invoices?pageSize=200', customer);
    const ids = new Set(mine.items.map((i: { id: number }) => i.id));
    expect(theirs.items.some((i: { id: number }) => ids.has(i.id))).toBe(false);
    const staffPage = await value(`/api/Dashboard/Invoices?pageSize=200&customerId=${c1002}`, staff);
    expect(staffPage.pagingData.itemCount).toBe(theirs.pagingData.itemCount);
  });
});

describe('messages', () => {
  it('shows a customer the notes staff write on its orders, never another customer’s', async () => {
    const [order] = (await value('/api/Dashboard/Orders/?entityTypeCode=SO&pageSize=1', customer)).items;
    const note = `Your order ships tomorrow ${Date.now()}`;
    const added = await post(`/api/SalesOrders/${order.id}/notes`, staff, { note });
    expect(added.statusCode, added.body).toBe(200);
    const messages = await value('/api/Dashboard/messages', customer);
    expect(messages[0]).toMatchObject({ kind: 'NOTE', orderCode: order.code, text: note });
    const theirs = await value('/api/Dashboard/messages?limit=50', other);
    expect(theirs.some((m: { text: string | null }) => m.text === note)).toBe(false);
    // The author does not get its own note back.
    const own = await value('/api/Dashboard/messages?limit=50', staff);
    expect(own.some((m: { text: string | null }) => m.text === note)).toBe(false);
    expect((await get('/api/Dashboard/messages?limit=500', customer)).statusCode).toBe(400);
  });
});

describe('metals and featured items', () => {
  it('answers each metal’s price now with a past year of history, and records every price change', async () => {
    const metals = await value('/api/Dashboard/Metals', customer);
    expect(metals.map((m: { code: string }) => m.code)).toEqual(['GOLD', 'SILVER', 'PLATINUM', 'PALLADIUM']);
    const gold = metals[0];
    expect(gold.history.length).toBeGreaterThan(40);
    expect(gold.history.at(-1).pricePerOunce).toBe(gold.pricePerOunce);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/Metals/master-alloy-price',
      headers: t.bearer(staff),
      payload: { code: 'GOLD', pricePerOunce: 2712.35 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await value('/api/Dashboard/Metals?months=1', customer))[0];
    expect(after.pricePerOunce).toBe(2712.35);
    expect(after.history.at(-1).pricePerOunce).toBe(2712.35);
    const [alloy] = await t.db.select().from(masterAlloys).where(eq(masterAlloys.code, 'GOLD'));
    const rows = await t.db
      .select()
      .from(metalPriceHistory)
      .where(eq(metalPriceHistory.masterAlloyId, alloy!.id));
    expect(rows.filter((r) => r.pricePerOunce === '2712.35')).toHaveLength(1);
    expect(after.history.length).toBeLessThan(gold.history.length);
  });

  it('lists featured catalogue items', async () => {
    const featured = await value('/api/Dashboard/Featured?pageSize=4', customer);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(4);
    expect(featured.every((p: { featured: boolean }) => p.featured)).toBe(true);
  });
});

describe('settings', () => {
  it('gives every card in the default order until saved, then the saved layout, per user', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    const token = (await t.login(user)).token;
    const initial = await value('/api/Dashboard/Settings', token);
    expect(initial.layout[0]).toEqual({ code: 'MESSAGES', span: 1 });
    expect(initial.cards).toHaveLength(13);
    const layout = [
      { code: 'METALS', span: 2 },
      { code: 'INVOICES', span: 1 },
    ];
    const saved = await post('/api/Dashboard/Settings', token, {
      cards: [{ code: 'FEATURED', visible: false }],
      layout,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A new sign-in (another browser) reads the same.
    const again = (await t.login(user)).token;
    const read = await value('/api/Dashboard/Settings', again);
    expect(read.layout.slice(0, 2)).toEqual(layout);
    expect(read.layout).toHaveLength(13);
    expect(read.cards.find((c: { code: string }) => c.code === 'FEATURED').visible).toBe(false);
    const key = await value('/api/usersetting/CPV3_DASHBOARD_GRID_LAYOUT', again);
    expect(JSON.parse(key.value).slice(0, 2)).toEqual(layout);
    // Another user's dashboard is its own.
    expect((await value('/api/Dashboard/Settings', other)).layout[0].code).toBe('MESSAGES');
  });

  it('refuses unknown cards, duplicates and bad primitive values with 400, changing nothing', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    const token = (await t.login(user)).token;
    for (const body of [
      { cards: [], layout: [{ code: 'NOPE', span: 1 }] },
      {
        cards: [],
        layout: [
          { code: 'METALS', span: 1 },
          { code: 'METALS', span: 2 },
        ],
      },
      { cards: [{ code: 'METALS', visible: 'yes' }], layout: [] },
      { cards: [], layout: [{ code: 'METALS', span: 3 }] },
    ]) {
      const res = await post('/api/Dashboard/Settings', token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { Code: 'SOMETHING_ELSE', Value: '1' },
      { Code: 'CP_IsMenuCollapsed', Value: 'maybe' },
      { Code: 'CPV3_DASHBOARD_GRID_LAYOUT', Value: 'not json' },
      { Code: 'CPV3_DASHBOARD_METALS_MONTHS', Value: '7' },
    ]) {
      const res = await post('/api/Dashboard/PrimitiveSetting', token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await get('/api/Dashboard/PrimitiveSetting/UNKNOWN', token)).statusCode).toBe(400);
    expect((await value('/api/Dashboard/Settings', token)).layout[0].code).toBe('MESSAGES');
    expect((await value('/api/Dashboard/PrimitiveSetting/CP_IsMenuCollapsed', token)).value).toBeNull();
  });

  it('saves and reads primitive settings, the layout among them', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    const token = (await t.login(user)).token;
    const saved = await post('/api/Dashboard/PrimitiveSetting', token, {
      Code: 'CPV3_DASHBOARD_METALS_MONTHS',
      Value: 6,
    });
    expect(saved.json().value).toEqual({ code: 'CPV3_DASHBOARD_METALS_MONTHS', value: '6' });
    expect((await value('/api/Dashboard/PrimitiveSetting/CPV3_DASHBOARD_METALS_MONTHS', token)).value).toBe(
      '6',
    );
    const layout = JSON.stringify([{ code: 'BALANCE', span: 2 }]);
    const res = await post('/api/Dashboard/PrimitiveSetting', token, {
      Code: 'CPV3_DASHBOARD_GRID_LAYOUT',
      Value: layout,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await value('/api/Dashboard/Settings', token)).layout[0]).toEqual({ code: 'BALANCE', span: 2 });
  });
});
