import { getDashboardBalanceInfo } from '@portal/shared/dashboard/get-dashboard-balance-info';
import { getDashboardFeatured } from '@portal/shared/dashboard/get-dashboard-featured';
import { getDashboardInvoiceStatusSummary } from '@portal/shared/dashboard/get-dashboard-invoice-status-summary';
import { getDashboardInvoices } from '@portal/shared/dashboard/get-dashboard-invoices';
import { getDashboardMessages } from '@portal/shared/dashboard/get-dashboard-messages';
import { getDashboardMetals } from '@portal/shared/dashboard/get-dashboard-metals';
import { getDashboardOrders } from '@portal/shared/dashboard/get-dashboard-orders';
import { getDashboardOrdersStatusSummary } from '@portal/shared/dashboard/get-dashboard-orders-status-summary';
import { getDashboardPrimitiveSetting } from '@portal/shared/dashboard/get-dashboard-primitive-setting';
import { getDashboardSettings } from '@portal/shared/dashboard/get-dashboard-settings';
import { saveDashboardPrimitiveSetting } from '@portal/shared/dashboard/save-dashboard-primitive-setting';
import { saveDashboardSettings } from '@portal/shared/dashboard/save-dashboard-settings';
import { updateMasterAlloyPrice } from '@portal/shared/catalog/update-master-alloy-price';
import { getInvoices } from '@portal/shared/finance/get-invoices';
import { addSalesOrderNote } from '@portal/shared/orders/add-sales-order-note';
import type { CallContract } from '@portal/shared/platform/contract';
import { getUserSetting } from '@portal/shared/users/get-user-setting';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterAlloys, metalPriceHistory } from '../catalog/tables';
import { modules, roleSettings } from '../settings/tables';
import { roles, userRoles } from '../users/tables';
import { createUser, customerId } from '../../test/fixtures';
import { invalidInput, type Caller, type SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

// The Dashboard/* calls through HTTP on the demo data: C1001 belongs to customer@demo.test, C1002 to other@demo.test.
let t: TestApp;
let noDashboard: Caller;
let dashboardOnly: Caller;
let c1001: number;
let c1002: number;

/** A role of this file with exactly these permissions, given to a new portal user of C1001. */
async function userWith(code: string, permissions: string[]): Promise<Caller> {
  const [role] = await t.db.insert(roles).values({ code, name: code, isStaff: false }).returning();
  for (const permission of permissions) {
    const [moduleCode, action] = permission.split(':') as [string, string];
    const [module] = await t.db.select().from(modules).where(eq(modules.code, moduleCode));
    await t.db.insert(roleSettings).values({ roleId: role!.id, moduleId: module!.id, action });
  }
  const user = await createUser(t.db, { customers: ['C1001'] });
  await t.db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
  return { token: (await t.login(user)).token };
}

/** A new buyer of C1001, signed in. */
async function newBuyer() {
  const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
  return { user, as: { token: (await t.login(user)).token } };
}

beforeAll(async () => {
  t = await createTestApp();
  noDashboard = await userWith('TEST_NO_DASHBOARD', ['CP_JOB_ORDERS:VIEW', 'CP_INVOICES:VIEW']);
  dashboardOnly = await userWith('TEST_DASHBOARD_ONLY', ['CP_DASHBOARD:VIEW']);
  c1001 = await customerId(t.db, 'C1001');
  c1002 = await customerId(t.db, 'C1002');
});
afterAll(() => t.close());

/** A call with its input, to make as several callers. */
const call = <C extends CallContract>(contract: C, input: SendInput<C>) => ({
  name: contract.name,
  as: (as: Caller) => t.send(contract, input, { as }),
});
/** A call's answer, which must be 200. */
const value = async <C extends CallContract>(contract: C, input: SendInput<C>, as: Caller) => {
  const res = await t.send(contract, input, { as });
  expect(res.status, res.response.body).toBe(200);
  return res.value;
};
const orders = (query: SendInput<typeof getDashboardOrders>['query'], as: Caller) =>
  value(getDashboardOrders, { query }, as);

describe('permissions of every Dashboard call', () => {
  const reads = [
    call(getDashboardMessages, {}),
    call(getDashboardBalanceInfo, {}),
    call(getDashboardOrders, { query: { entityTypeCode: 'JO' } }),
    call(getDashboardOrdersStatusSummary, { params: { kind: 'JO' } }),
    call(getDashboardInvoiceStatusSummary, {}),
    call(getDashboardInvoices, {}),
    call(getDashboardMetals, {}),
    call(getDashboardFeatured, {}),
    call(getDashboardSettings, {}),
    call(getDashboardPrimitiveSetting, { params: { code: 'CPV3_DASHBOARD_GRID_LAYOUT' } }),
  ];

  it('answers 401 without a token and 403 without CP_DASHBOARD:VIEW', async () => {
    for (const read of reads) {
      expect((await read.as('anonymous')).status, read.name).toBe(401);
      expect((await read.as(noDashboard)).status, read.name).toBe(403);
    }
    const settings = await t.send(
      saveDashboardSettings,
      { body: { cards: [], layout: [] } },
      { as: noDashboard },
    );
    expect(settings.status).toBe(403);
    const primitive = { Code: 'CP_IsMenuCollapsed', Value: 'true' } as const;
    expect(
      (await t.send(saveDashboardPrimitiveSetting, { body: primitive }, { as: noDashboard })).status,
    ).toBe(403);
  });

  it('asks the permission of the data a card shows as well: orders and invoices need their module’s VIEW', async () => {
    for (const read of [
      call(getDashboardBalanceInfo, {}),
      call(getDashboardOrders, { query: { entityTypeCode: 'SO' } }),
      call(getDashboardOrdersStatusSummary, { params: { kind: 'PQ' } }),
      call(getDashboardInvoiceStatusSummary, {}),
      call(getDashboardInvoices, {}),
    ])
      expect((await read.as(dashboardOnly)).status, read.name).toBe(403);
    // Messages only come from the kinds the user may view: none here.
    expect(await value(getDashboardMessages, {}, dashboardOnly)).toEqual([]);
    expect((await value(getDashboardMetals, {}, dashboardOnly)).length).toBe(4);
  });
});

describe('orders and status summaries', () => {
  it('gives a customer its own orders only, newest first; staff see every customer or the one asked for', async () => {
    for (const kind of ['JO', 'SO', 'PQ']) {
      const mine = await orders({ entityTypeCode: kind, pageSize: 200 }, 'customer');
      expect(mine.items.length, kind).toBeGreaterThan(0);
      expect(new Set(mine.items.map((o) => o.customerId))).toEqual(new Set([c1001]));
      const dates = mine.items.map((o) => o.orderDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    const everyone = await orders({ entityTypeCode: 'JO', pageSize: 200 }, 'admin');
    expect(new Set(everyone.items.map((o) => o.customerId)).size).toBeGreaterThan(1);
    const one = await orders({ entityTypeCode: 'JO', pageSize: 200, customerId: c1002 }, 'admin');
    expect(one.items.length).toBeGreaterThan(0);
    expect(new Set(one.items.map((o) => o.customerId))).toEqual(new Set([c1002]));
    // A portal user naming another customer learns nothing about it.
    const theirs = call(getDashboardOrders, { query: { entityTypeCode: 'JO', customerId: c1002 } });
    expect((await theirs.as('customer')).status).toBe(404);
  });

  it('narrows to open or closed orders and pages from 1', async () => {
    const open = await orders({ entityTypeCode: 'JO', getJobsWithStatus: 'OPEN', pageSize: 200 }, 'customer');
    expect(open.items.every((o) => o.listGroup !== 'closed')).toBe(true);
    const closed = await orders(
      { entityTypeCode: 'JO', getJobsWithStatus: 'closed', pageSize: 200 },
      'customer',
    );
    expect(closed.items.every((o) => o.listGroup === 'closed')).toBe(true);
    const page = await orders({ entityTypeCode: 'JO', pageSize: 2, pageNo: 1 }, 'customer');
    expect(page.pagingData).toMatchObject({ pageNo: 1, pageSize: 2 });
    expect(page.pagingData.itemCount).toBe(open.pagingData.itemCount + closed.pagingData.itemCount);
  });

  it('counts a customer’s orders per status, matching its own list', async () => {
    const summary = await value(getDashboardOrdersStatusSummary, { params: { kind: 'jo' } }, 'customer');
    const list = await orders({ entityTypeCode: 'JO', pageSize: 200 }, 'customer');
    expect(summary.kind).toBe('JO');
    expect(summary.total).toBe(list.pagingData.itemCount);
    for (const row of summary.statuses)
      expect(row.count, row.statusCode).toBe(
        list.items.filter((o) => o.statusCode === row.statusCode).length,
      );
    const open = await value(
      getDashboardOrdersStatusSummary,
      { params: { kind: 'JO' }, query: { GetJobsWithStatus: 'OPEN' } },
      'customer',
    );
    expect(open.statuses.every((s) => !s.isClosed)).toBe(true);
    const all = await value(getDashboardOrdersStatusSummary, { params: { kind: 'JO' } }, 'admin');
    expect(all.total).toBeGreaterThan(summary.total);
  });

  it('refuses a bad kind, status or page with 400', async () => {
    for (const bad of [
      call(getDashboardOrders, { query: { entityTypeCode: 'XX' } }),
      // Deliberately without the kind the contract requires: the server must refuse it.
      call(getDashboardOrders, { query: invalidInput({}) }),
      call(getDashboardOrders, { query: { entityTypeCode: 'JO', pageSize: 500 } }),
      call(getDashboardOrders, { query: { entityTypeCode: 'JO', pageNo: 0 } }),
      call(getDashboardOrders, { query: { entityTypeCode: 'JO', getJobsWithStatus: 'NOPE' } }),
      call(getDashboardOrdersStatusSummary, { params: { kind: 'ZZ' } }),
      call(getDashboardOrdersStatusSummary, { params: { kind: 'JO' }, query: { GetJobsWithStatus: 'NOPE' } }),
      call(getDashboardInvoices, { query: { pageSize: 0 } }),
      call(getDashboardMetals, { query: { months: 99 } }),
    ]) {
      const res = await bad.as('customer');
      expect(res.status, bad.name).toBe(400);
      expect(res.response.json().hasErrors).toBe(true);
    }
  });
});

describe('balance and invoices', () => {
  it('gives a customer its own balance, matching its invoices', async () => {
    const balance = await value(getDashboardBalanceInfo, {}, 'customer');
    expect(balance.customer!.customerId).toBe(c1001);
    const invoices = await value(getInvoices, { query: { pageSize: 200 } }, 'customer');
    const open = invoices.items.filter((i) => i.balance > 0);
    const cents = open.reduce((sum, i) => sum + Math.round(i.balance * 100), 0);
    expect(Math.round(balance.openBalance * 100)).toBe(cents);
    expect(balance.openInvoiceCount).toBe(open.length);
    const theirs = await value(getDashboardBalanceInfo, {}, 'other');
    expect(theirs.customer!.customerId).toBe(c1002);
    const asked = await t.send(getDashboardBalanceInfo, { query: { customerId: c1002 } }, { as: 'customer' });
    expect(asked.status).toBe(404);
  });

  it('gives staff every customer’s total, or one customer’s balance', async () => {
    const all = await value(getDashboardBalanceInfo, {}, 'admin');
    expect(all.customer).toBeNull();
    const one = await value(getDashboardBalanceInfo, { query: { customerId: c1001 } }, 'admin');
    const two = await value(getDashboardBalanceInfo, { query: { customerId: c1002 } }, 'admin');
    expect(all.openBalance).toBeGreaterThanOrEqual(one.openBalance + two.openBalance - 0.001);
    expect(one).toEqual(await value(getDashboardBalanceInfo, {}, 'customer'));
  });

  it('summarises invoices per status, OVERDUE included, as the invoice list counts them', async () => {
    const summary = await value(getDashboardInvoiceStatusSummary, {}, 'customer');
    const list = await value(getInvoices, { query: { pageSize: 200 } }, 'customer');
    for (const row of summary) {
      const rows = list.items.filter((i) => i.statusCode === row.statusCode);
      expect(row.count, row.statusCode).toBe(rows.length);
    }
    expect(summary.reduce((n, r) => n + r.count, 0)).toBe(list.pagingData.itemCount);
    expect(summary.map((r) => r.statusCode)).toContain('OVERDUE');
  });

  it('lists the newest invoices of the caller only', async () => {
    const page = await value(getDashboardInvoices, { query: { pageSize: 5 } }, 'customer');
    expect(page.items.length).toBe(5);
    expect(new Set(page.items.map((i) => i.customerId))).toEqual(new Set([c1001]));
    const theirs = await value(getDashboardInvoices, { query: { pageSize: 200 } }, 'other');
    const mine = await value(getDashboardInvoices, { query: { pageSize: 200 } }, 'customer');
    const ids = new Set(mine.items.map((i) => i.id));
    expect(theirs.items.some((i) => ids.has(i.id))).toBe(false);
    const staffPage = await value(
      getDashboardInvoices,
      { query: { pageSize: 200, customerId: c1002 } },
      'admin',
    );
    expect(staffPage.pagingData.itemCount).toBe(theirs.pagingData.itemCount);
  });
});

describe('messages', () => {
  it('shows a customer the notes staff write on its orders, never another customer’s', async () => {
    const [order] = (await orders({ entityTypeCode: 'SO', pageSize: 1 }, 'customer')).items;
    const note = `Your order ships tomorrow ${Date.now()}`;
    const added = await t.send(
      addSalesOrderNote,
      { params: { id: order!.id }, body: { note } },
      { as: 'admin' },
    );
    expect(added.status, added.response.body).toBe(200);
    const messages = await value(getDashboardMessages, {}, 'customer');
    expect(messages[0]).toMatchObject({ kind: 'NOTE', orderCode: order!.code, text: note });
    const theirs = await value(getDashboardMessages, { query: { limit: 50 } }, 'other');
    expect(theirs.some((m) => m.text === note)).toBe(false);
    // The author does not get its own note back.
    const own = await value(getDashboardMessages, { query: { limit: 50 } }, 'admin');
    expect(own.some((m) => m.text === note)).toBe(false);
    const tooMany = await t.send(getDashboardMessages, { query: { limit: 500 } }, { as: 'customer' });
    expect(tooMany.status).toBe(400);
  });
});

describe('metals and featured items', () => {
  it('answers each metal’s price now with a past year of history, and records every price change', async () => {
    const metals = await value(getDashboardMetals, {}, 'customer');
    expect(metals.map((m) => m.code)).toEqual(['GOLD', 'SILVER', 'PLATINUM', 'PALLADIUM']);
    const gold = metals[0]!;
    expect(gold.history.length).toBeGreaterThan(40);
    expect(gold.history.at(-1)!.pricePerOunce).toBe(gold.pricePerOunce);
    const changed = await t.send(
      updateMasterAlloyPrice,
      { body: { code: 'GOLD', pricePerOunce: 2712.35 } },
      { as: 'admin' },
    );
    expect(changed.status, changed.response.body).toBe(200);
    const after = (await value(getDashboardMetals, { query: { months: 1 } }, 'customer'))[0]!;
    expect(after.pricePerOunce).toBe(2712.35);
    expect(after.history.at(-1)!.pricePerOunce).toBe(2712.35);
    const [alloy] = await t.db.select().from(masterAlloys).where(eq(masterAlloys.code, 'GOLD'));
    const rows = await t.db
      .select()
      .from(metalPriceHistory)
      .where(eq(metalPriceHistory.masterAlloyId, alloy!.id));
    expect(rows.filter((r) => r.pricePerOunce === '2712.35')).toHaveLength(1);
    expect(after.history.length).toBeLessThan(gold.history.length);
  });

  it('lists featured catalogue items', async () => {
    const featured = await value(getDashboardFeatured, { query: { pageSize: 4 } }, 'customer');
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(4);
    expect(featured.every((p) => p.featured)).toBe(true);
  });
});

describe('settings', () => {
  const settingsOf = (as: Caller) => value(getDashboardSettings, {}, as);

  it('gives every card in the default order until saved, then the saved layout, per user', async () => {
    const { user, as } = await newBuyer();
    const initial = await settingsOf(as);
    expect(initial.layout[0]).toEqual({ code: 'MESSAGES', span: 1 });
    expect(initial.cards).toHaveLength(13);
    const layout = [
      { code: 'METALS', span: 2 },
      { code: 'INVOICES', span: 1 },
    ] as const;
    const saved = await t.send(
      saveDashboardSettings,
      { body: { cards: [{ code: 'FEATURED', visible: false }], layout: [...layout] } },
      { as },
    );
    expect(saved.status, saved.response.body).toBe(200);
    // A new sign-in (another browser) reads the same.
    const again = { token: (await t.login(user)).token };
    const read = await settingsOf(again);
    expect(read.layout.slice(0, 2)).toEqual(layout);
    expect(read.layout).toHaveLength(13);
    expect(read.cards.find((c) => c.code === 'FEATURED')!.visible).toBe(false);
    const key = await value(getUserSetting, { params: { key: 'CPV3_DASHBOARD_GRID_LAYOUT' } }, again);
    expect(JSON.parse(key.value!).slice(0, 2)).toEqual(layout);
    // Another user's dashboard is its own.
    expect((await settingsOf('other')).layout[0]!.code).toBe('MESSAGES');
  });

  it('refuses unknown cards, duplicates and bad primitive values with 400, changing nothing', async () => {
    const { as } = await newBuyer();
    // Bodies the contract's types forbid (an unknown card, a word for a flag, a span of 3): the server must refuse them.
    const badSettings = [
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
    ];
    for (const body of badSettings) {
      const res = await t.send(saveDashboardSettings, { body: invalidInput(body) }, { as });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // An unknown code is forbidden by the types too; the others are values each code's own rule refuses.
    const badPrimitives = [
      { Code: 'SOMETHING_ELSE', Value: '1' },
      { Code: 'CP_IsMenuCollapsed', Value: 'maybe' },
      { Code: 'CPV3_DASHBOARD_GRID_LAYOUT', Value: 'not json' },
      { Code: 'CPV3_DASHBOARD_METALS_MONTHS', Value: '7' },
    ];
    for (const body of badPrimitives) {
      const res = await t.send(saveDashboardPrimitiveSetting, { body: invalidInput(body) }, { as });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // An unknown code, which the types forbid, read back: refused.
    const unknown = await t.send(
      getDashboardPrimitiveSetting,
      { params: { code: invalidInput('UNKNOWN') } },
      { as },
    );
    expect(unknown.status).toBe(400);
    expect((await settingsOf(as)).layout[0]!.code).toBe('MESSAGES');
    const collapsed = await value(
      getDashboardPrimitiveSetting,
      { params: { code: 'CP_IsMenuCollapsed' } },
      as,
    );
    expect(collapsed.value).toBeNull();
  });

  it('saves and reads primitive settings, the layout among them', async () => {
    const { as } = await newBuyer();
    const saved = await t.send(
      saveDashboardPrimitiveSetting,
      { body: { Code: 'CPV3_DASHBOARD_METALS_MONTHS', Value: 6 } },
      { as },
    );
    expect(saved.value).toEqual({ code: 'CPV3_DASHBOARD_METALS_MONTHS', value: '6' });
    const months = await value(
      getDashboardPrimitiveSetting,
      { params: { code: 'CPV3_DASHBOARD_METALS_MONTHS' } },
      as,
    );
    expect(months.value).toBe('6');
    const layout = JSON.stringify([{ code: 'BALANCE', span: 2 }]);
    const res = await t.send(
      saveDashboardPrimitiveSetting,
      { body: { Code: 'CPV3_DASHBOARD_GRID_LAYOUT', Value: layout } },
      { as },
    );
    expect(res.status, res.response.body).toBe(200);
    expect((await settingsOf(as)).layout[0]).toEqual({ code: 'BALANCE', span: 2 });
  });
});
