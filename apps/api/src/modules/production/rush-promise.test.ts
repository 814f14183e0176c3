import { eq } from 'drizzle-orm';
import { addWorkingDays } from '@portal/shared/production/rules';
import { rushFee } from '@portal/shared/production/rush-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';
import { entityStatuses } from '../reference/tables';
import { orders } from '../orders/tables';
import { jobPromises } from './tables';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let staff: string;
let customer: string;
let other: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  staff = (await t.login(DEMO.admin)).token;
  customer = (await t.login(DEMO.customer)).token;
  other = (await t.login(DEMO.other)).token;
  today = t.clock.now().toISOString().slice(0, 10);
});
afterAll(() => t.close());

type Tier = {
  id: number;
  code: string;
  name: string;
  feePercent: number;
  leadDays: number;
  earliestOn: string;
};
type Promise_ = {
  state: string;
  promisedOn: string | null;
  earliestOn: string;
  feeAmount: number;
  mayAnswer: boolean;
};

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...t.bearer(token), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const tiers = async (token = customer) => (await call('GET', '/rush-tiers', token)).json().value as Tier[];
const tier = async (code: string) => (await tiers()).find((x) => x.code === code)!;

/** A cart of the ring submitted with a tier and a needed-by day. */
async function placeWithTier(
  body: { rushTierId?: number | null; neededBy?: string | null },
  token = customer,
) {
  const cart = await kit.fillCart(token);
  const res = await call('POST', '/shoppingCart/submitOrder', token, {
    sessionId: cart.sessionId,
    sellToAddress: kit.address,
    billingAddress: kit.address,
    shipToSellToAddress: true,
    shippingMethodID: kit.shippingMethodId,
    orderAttributes: cart.orderAttributes,
    ...body,
  });
  return res;
}
const promiseOf = async (orderId: number, token = customer) =>
  (await call('GET', `/JobOrders/${orderId}/promise`, token)).json().value as Promise_;

describe('rush tiers', () => {
  it('are the estimate’s priorities, with the earliest day each can meet; staff alone change them', async () => {
    const list = await tiers();
    expect(list.map((x) => x.code)).toEqual(['STANDARD', 'RUSH', 'EXPRESS']);
    for (const x of list) expect(x.earliestOn).toBe(addWorkingDays(today, x.leadDays));
    const estimate = (await call('GET', '/Estimate/data', customer)).json().value;
    expect(estimate.priorities.map((p: { id: number }) => p.id)).toEqual(list.map((x) => x.id));

    const body = {
      tiers: list.map((x) => ({
        id: x.id,
        code: x.code,
        name: x.name,
        nameFr: `${x.name} FR`,
        feePercent: x.code === 'RUSH' ? 12.35 : x.feePercent,
        leadDays: x.leadDays,
        dailyCapacity: x.code === 'EXPRESS' ? 1 : null,
      })),
    };
    expect((await call('POST', '/rush-tiers', customer, body)).statusCode).toBe(403);
    const bad = await call('POST', '/rush-tiers', staff, {
      tiers: [{ ...body.tiers[0], feePercent: 12.345 }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await tiers()).length).toBe(3);
    const saved = await call('POST', '/rush-tiers', staff, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await tier('RUSH')).feePercent).toBe(12.35);
    const french = (await call('GET', '/rush-tiers', customer, undefined, 'fr')).json().value as Tier[];
    expect(french[0]!.name).toBe(`${list[0]!.name} FR`);
    const again = (await call('GET', '/Estimate/data', customer)).json().value;
    expect(again.priorities.find((p: { code: string }) => p.code === 'RUSH').surchargePercent).toBe(12.35);
  });

  it('skip the workshop holidays; a past holiday is refused', async () => {
    const express = await tier('EXPRESS');
    const before = express.earliestOn;
    expect((await call('POST', '/workshop-holidays', customer, { holidays: [] })).statusCode).toBe(403);
    const past = await call('POST', '/workshop-holidays', staff, {
      holidays: [{ day: '2020-01-01', name: 'Old' }],
    });
    expect(past.statusCode).toBe(400);
    const saved = await call('POST', '/workshop-holidays', staff, {
      holidays: [{ day: before, name: 'Closed' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', '/workshop-holidays', staff)).json().value).toEqual([
      { day: before, name: 'Closed' },
    ]);
    expect((await tier('EXPRESS')).earliestOn).toBe(addWorkingDays(before, 1));
    expect((await tier('EXPRESS')).earliestOn).toBe(
      addWorkingDays(today, express.leadDays, new Set([before])),
    );
    await call('POST', '/workshop-holidays', staff, { holidays: [] });
    expect((await tier('EXPRESS')).earliestOn).toBe(before);
  });
});

describe('a rush tier at checkout', () => {
  it('charges the tier’s fee exactly and books its day: a full day moves the earliest to the next', async () => {
    const rush = await tier('RUSH');
    const placed = await placeWithTier({ rushTierId: rush.id });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = placed.json().value;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [promise] = await t.db.select().from(jobPromises).where(eq(jobPromises.orderId, orderId));
    // The fee is a line of the order (rush-fee-line.test.ts): the goods are the subtotal without it.
    const goods = Number(order!.subTotal) - Number(promise!.feeAmount) - Number(order!.discountValue);
    const fee = rushFee(goods.toFixed(2), '12.35');
    expect(Number(promise!.feeAmount)).toBe(fee);
    expect(promise!.state).toBe('REQUESTED');
    expect(promise!.earliestOn).toBe(rush.earliestOn);

    const express = await tier('EXPRESS');
    const first = await placeWithTier({ rushTierId: express.id });
    expect(first.statusCode, first.body).toBe(200);
    // One express order a day: the day it took is full.
    expect((await tier('EXPRESS')).earliestOn).toBe(addWorkingDays(express.earliestOn, 1));
  });

  it('checks the needed-by day and the tier; no longer asks the free rush and needed-by questions', async () => {
    const questions = (await call('GET', '/shoppingCart/incoming-order-attributes', customer)).json().value;
    expect(questions.map((q: { code: string }) => q.code)).not.toContain('RUSH');
    expect(questions.map((q: { code: string }) => q.code)).not.toContain('NEEDED_BY');
    const standard = await tier('STANDARD');
    const past = await placeWithTier({ rushTierId: standard.id, neededBy: today }, customer);
    expect(past.statusCode).toBe(400);
    expect(past.json().errorMessages[0]).toEqual({
      key: 'neededBy',
      value: 'The needed-by date must be after today',
    });
    expect((await placeWithTier({ neededBy: addWorkingDays(today, 30) })).statusCode).toBe(400);
    expect((await placeWithTier({ rushTierId: 999_999 })).statusCode).toBe(400);
  });
});

describe('the promised day', () => {
  it('is agreed at once when staff confirm the day asked; another day waits for the customer', async () => {
    const standard = await tier('STANDARD');
    const neededBy = addWorkingDays(today, 20);
    const placed = (await placeWithTier({ rushTierId: standard.id, neededBy })).json().value;
    const asked = await promiseOf(placed.orderId);
    expect(asked).toMatchObject({ state: 'REQUESTED', promisedOn: null, mayAnswer: false });
    expect(
      (await call('POST', `/JobOrders/${placed.orderId}/promise`, customer, { promisedOn: neededBy }))
        .statusCode,
    ).toBe(403);
    const agreed = await call('POST', `/JobOrders/${placed.orderId}/promise`, staff, {
      promisedOn: neededBy,
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().value).toMatchObject({ state: 'AGREED', promisedOn: neededBy });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.dueDate).toBe(neededBy);

    const later = addWorkingDays(today, 25);
    const proposed = await call('POST', `/JobOrders/${placed.orderId}/promise`, staff, {
      promisedOn: later,
      note: 'Casting queue',
    });
    expect(proposed.json().value).toMatchObject({ state: 'PROPOSED', promisedOn: later, mayAnswer: true });
    // Another customer's job is not found.
    expect((await call('GET', `/JobOrders/${placed.orderId}/promise`, other)).statusCode).toBe(404);
    expect((await call('POST', `/JobOrders/${placed.orderId}/accept-promise`, other)).statusCode).toBe(404);
    const accepted = await call('POST', `/JobOrders/${placed.orderId}/accept-promise`, customer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().value).toMatchObject({ state: 'AGREED', promisedOn: later });
    expect((await call('POST', `/JobOrders/${placed.orderId}/accept-promise`, customer)).statusCode).toBe(
      409,
    );
  });

  it('refuses a weekend or past day', async () => {
    const standard = await tier('STANDARD');
    const placed = (await placeWithTier({ rushTierId: standard.id })).json().value;
    const saturday = (() => {
      let d = new Date(`${addWorkingDays(today, 3)}T00:00:00Z`);
      while (d.getUTCDay() !== 6) d = new Date(d.getTime() + 86_400_000);
      return d.toISOString().slice(0, 10);
    })();
    for (const promisedOn of [saturday, '2020-01-02']) {
      const res = await call('POST', `/JobOrders/${placed.orderId}/promise`, staff, { promisedOn });
      expect(res.statusCode).toBe(400);
    }
  });

  it('may be accepted or refused only before work starts; refusing cancels the order', async () => {
    const standard = await tier('STANDARD');
    const started = (await placeWithTier({ rushTierId: standard.id })).json().value;
    const cancelled = (await placeWithTier({ rushTierId: standard.id })).json().value;
    for (const job of [started, cancelled])
      await call('POST', `/JobOrders/${job.orderId}/promise`, staff, {
        promisedOn: addWorkingDays(today, 40),
      });
    const moved = await call('POST', `/JobOrders/${started.orderId}/stage`, staff, { fromStageId: null });
    expect(moved.statusCode, moved.body).toBe(201);
    expect((await promiseOf(started.orderId)).mayAnswer).toBe(false);
    const late = await call(
      'POST',
      `/JobOrders/${started.orderId}/accept-promise`,
      customer,
      undefined,
      'fr',
    );
    expect(late.statusCode).toBe(409);
    expect((await call('POST', `/JobOrders/${started.orderId}/cancel-promise`, customer)).statusCode).toBe(
      409,
    );

    const refused = await call('POST', `/JobOrders/${cancelled.orderId}/cancel-promise`, customer);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().value.state).toBe('CANCELLED');
    const [row] = await t.db
      .select({ code: entityStatuses.code })
      .from(orders)
      .innerJoin(entityStatuses, eq(entityStatuses.id, orders.statusId))
      .where(eq(orders.id, cancelled.orderId));
    expect(row!.code).toBe('CANCELLED');
    // A cancelled job takes no new day.
    const again = await call('POST', `/JobOrders/${cancelled.orderId}/promise`, staff, {
      promisedOn: addWorkingDays(today, 41),
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('jobs at risk', () => {
  it('lists the jobs whose remaining stages no longer fit before their promised day, the latest first', async () => {
    const standard = await tier('STANDARD');
    const place = async (promisedIn: number) => {
      const job = (await placeWithTier({ rushTierId: standard.id })).json().value;
      await call('POST', `/JobOrders/${job.orderId}/promise`, staff, {
        promisedOn: addWorkingDays(today, promisedIn),
      });
      return job.orderId as number;
    };
    // The default stages take 14 working days from the start.
    const veryLate = await place(1);
    const late = await place(8);
    const onTime = await place(30);
    expect((await call('GET', '/JobOrders/at-risk', customer)).statusCode).toBe(403);
    const res = await call('GET', '/JobOrders/at-risk?pageSize=200', staff);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().value.items as { orderId: number; lateDays: number; expectedOn: string }[];
    const ids = items.map((i) => i.orderId);
    expect(ids).toContain(veryLate);
    expect(ids).toContain(late);
    expect(ids).not.toContain(onTime);
    expect(ids.indexOf(veryLate)).toBeLessThan(ids.indexOf(late));
    expect(items.find((i) => i.orderId === veryLate)!.expectedOn).toBe(addWorkingDays(today, 14));
    for (let i = 1; i < items.length; i += 1)
      expect(items[i - 1]!.lateDays).toBeGreaterThanOrEqual(items[i]!.lateDays);
  });
});
