import { getIncomingOrderAttributes } from '@portal/shared/cart/get-incoming-order-attributes';
import { submitOrder } from '@portal/shared/cart/submit-order';
import { getEstimateData } from '@portal/shared/custom-orders/get-estimate-data';
import { getJobOrdersAtRisk } from '@portal/shared/production/get-jobs-at-risk';
import {
  acceptJobOrderPromise,
  cancelJobOrderPromise,
  getJobOrderPromise,
  promiseJobOrder,
} from '@portal/shared/production/job-promise';
import { moveJobOrderStage } from '@portal/shared/production/move-job-order-stage';
import {
  getRushTiers,
  getWorkshopHolidays,
  saveRushTiers,
  saveWorkshopHolidays,
} from '@portal/shared/production/rush-tiers';
import { eq } from 'drizzle-orm';
import { addWorkingDays } from '@portal/shared/production/rules';
import { rushFee } from '@portal/shared/production/rush-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';
import { entityStatuses } from '../reference/tables';
import { orders } from '../orders/tables';
import { jobPromises } from './tables';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
/** The demo customer's token, for the order kit. */
let customer: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
  today = t.clock.now().toISOString().slice(0, 10);
});
afterAll(() => t.close());

const tiers = async (language: 'en' | 'fr' = 'en') =>
  (await t.send(getRushTiers, {}, { as: 'customer', language })).value;
const tier = async (code: string) => (await tiers()).find((x) => x.code === code)!;
const estimatePriorities = async () =>
  (await t.send(getEstimateData, {}, { as: 'customer' })).value.priorities;

/** A cart of the ring submitted with a tier and a needed-by day. */
async function placeWithTier(body: { rushTierId?: number | null; neededBy?: string | null }) {
  const cart = await kit.fillCart(customer);
  return t.send(
    submitOrder,
    {
      body: {
        sessionId: cart.sessionId,
        sellToAddress: kit.address,
        billingAddress: kit.address,
        shipToSellToAddress: true,
        shippingMethodID: kit.shippingMethodId,
        orderAttributes: cart.orderAttributes,
        ...body,
      },
    },
    { as: 'customer' },
  );
}
const promiseOf = async (orderId: number) =>
  (await t.send(getJobOrderPromise, { params: { id: orderId } }, { as: 'customer' })).value!;
const promise = (orderId: number, body: { promisedOn: string; note?: string }, as: Caller = 'admin') =>
  t.send(promiseJobOrder, { params: { id: orderId }, body }, { as });
const accept = (orderId: number, as: Caller = 'customer', language: 'en' | 'fr' = 'en') =>
  t.send(acceptJobOrderPromise, { params: { id: orderId } }, { as, language });
const cancel = (orderId: number) =>
  t.send(cancelJobOrderPromise, { params: { id: orderId } }, { as: 'customer' });
const holidays = (list: { day: string; name: string }[], as: Caller = 'admin') =>
  t.send(saveWorkshopHolidays, { body: { holidays: list } }, { as });

describe('rush tiers', () => {
  it('are the estimate’s priorities, with the earliest day each can meet; staff alone change them', async () => {
    const list = await tiers();
    expect(list.map((x) => x.code)).toEqual(['STANDARD', 'RUSH', 'EXPRESS']);
    for (const x of list) expect(x.earliestOn).toBe(addWorkingDays(today, x.leadDays));
    expect((await estimatePriorities()).map((p) => p.id)).toEqual(list.map((x) => x.id));

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
    expect((await t.send(saveRushTiers, { body }, { as: 'customer' })).status).toBe(403);
    const bad = await t.send(
      saveRushTiers,
      { body: { tiers: [{ ...body.tiers[0]!, feePercent: 12.345 }] } },
      { as: 'admin' },
    );
    expect(bad.status).toBe(400);
    expect((await tiers()).length).toBe(3);
    const saved = await t.send(saveRushTiers, { body }, { as: 'admin' });
    expect(saved.status, saved.response.body).toBe(200);
    expect((await tier('RUSH')).feePercent).toBe(12.35);
    const french = await tiers('fr');
    expect(french[0]!.name).toBe(`${list[0]!.name} FR`);
    const again = await estimatePriorities();
    expect(again.find((p) => p.code === 'RUSH')!.surchargePercent).toBe(12.35);
  });

  it('skip the workshop holidays; a past holiday is refused', async () => {
    const express = await tier('EXPRESS');
    const before = express.earliestOn!;
    expect((await holidays([], 'customer')).status).toBe(403);
    const past = await holidays([{ day: '2020-01-01', name: 'Old' }]);
    expect(past.status).toBe(400);
    const saved = await holidays([{ day: before, name: 'Closed' }]);
    expect(saved.status, saved.response.body).toBe(200);
    expect((await t.send(getWorkshopHolidays, {}, { as: 'admin' })).value).toEqual([
      { day: before, name: 'Closed' },
    ]);
    expect((await tier('EXPRESS')).earliestOn).toBe(addWorkingDays(before, 1));
    expect((await tier('EXPRESS')).earliestOn).toBe(
      addWorkingDays(today, express.leadDays, new Set([before])),
    );
    await holidays([]);
    expect((await tier('EXPRESS')).earliestOn).toBe(before);
  });
});

describe('a rush tier at checkout', () => {
  it('charges the tier’s fee exactly and books its day: a full day moves the earliest to the next', async () => {
    const rush = await tier('RUSH');
    const placed = await placeWithTier({ rushTierId: rush.id });
    expect(placed.status, placed.response.body).toBe(200);
    const { orderId } = placed.value;
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
    expect(first.status, first.response.body).toBe(200);
    // One express order a day: the day it took is full.
    expect((await tier('EXPRESS')).earliestOn).toBe(addWorkingDays(express.earliestOn!, 1));
  });

  it('checks the needed-by day and the tier; no longer asks the free rush and needed-by questions', async () => {
    const questions = (await t.send(getIncomingOrderAttributes, {}, { as: 'customer' })).value;
    expect(questions.map((q) => q.code)).not.toContain('RUSH');
    expect(questions.map((q) => q.code)).not.toContain('NEEDED_BY');
    const standard = await tier('STANDARD');
    const past = await placeWithTier({ rushTierId: standard.id, neededBy: today });
    expect(past.status).toBe(400);
    expect(past.errorMessages[0]).toEqual({
      key: 'neededBy',
      value: 'The needed-by date must be after today',
    });
    expect((await placeWithTier({ neededBy: addWorkingDays(today, 30) })).status).toBe(400);
    expect((await placeWithTier({ rushTierId: 999_999 })).status).toBe(400);
  });
});

describe('the promised day', () => {
  it('is agreed at once when staff confirm the day asked; another day waits for the customer', async () => {
    const standard = await tier('STANDARD');
    const neededBy = addWorkingDays(today, 20);
    const placed = (await placeWithTier({ rushTierId: standard.id, neededBy })).value;
    const asked = await promiseOf(placed.orderId);
    expect(asked).toMatchObject({ state: 'REQUESTED', promisedOn: null, mayAnswer: false });
    expect((await promise(placed.orderId, { promisedOn: neededBy }, 'customer')).status).toBe(403);
    const agreed = await promise(placed.orderId, { promisedOn: neededBy });
    expect(agreed.status, agreed.response.body).toBe(200);
    expect(agreed.value).toMatchObject({ state: 'AGREED', promisedOn: neededBy });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.dueDate).toBe(neededBy);

    const later = addWorkingDays(today, 25);
    const proposed = await promise(placed.orderId, { promisedOn: later, note: 'Casting queue' });
    expect(proposed.value).toMatchObject({ state: 'PROPOSED', promisedOn: later, mayAnswer: true });
    // Another customer's job is not found.
    expect(
      (await t.send(getJobOrderPromise, { params: { id: placed.orderId } }, { as: 'other' })).status,
    ).toBe(404);
    expect((await accept(placed.orderId, 'other')).status).toBe(404);
    const accepted = await accept(placed.orderId);
    expect(accepted.status, accepted.response.body).toBe(200);
    expect(accepted.value).toMatchObject({ state: 'AGREED', promisedOn: later });
    expect((await accept(placed.orderId)).status).toBe(409);
  });

  it('refuses a weekend or past day', async () => {
    const standard = await tier('STANDARD');
    const placed = (await placeWithTier({ rushTierId: standard.id })).value;
    const saturday = (() => {
      let d = new Date(`${addWorkingDays(today, 3)}T00:00:00Z`);
      while (d.getUTCDay() !== 6) d = new Date(d.getTime() + 86_400_000);
      return d.toISOString().slice(0, 10);
    })();
    for (const promisedOn of [saturday, '2020-01-02']) {
      const res = await promise(placed.orderId, { promisedOn });
      expect(res.status).toBe(400);
    }
  });

  it('may be accepted or refused only before work starts; refusing cancels the order', async () => {
    const standard = await tier('STANDARD');
    const started = (await placeWithTier({ rushTierId: standard.id })).value;
    const cancelled = (await placeWithTier({ rushTierId: standard.id })).value;
    for (const job of [started, cancelled])
      await promise(job.orderId, { promisedOn: addWorkingDays(today, 40) });
    const moved = await t.send(
      moveJobOrderStage,
      { params: { id: started.orderId }, body: { fromStageId: null } },
      { as: 'admin' },
    );
    expect(moved.status, moved.response.body).toBe(201);
    expect((await promiseOf(started.orderId)).mayAnswer).toBe(false);
    const late = await accept(started.orderId, 'customer', 'fr');
    expect(late.status).toBe(409);
    expect((await cancel(started.orderId)).status).toBe(409);

    const refused = await cancel(cancelled.orderId);
    expect(refused.status, refused.response.body).toBe(200);
    expect(refused.value.state).toBe('CANCELLED');
    const [row] = await t.db
      .select({ code: entityStatuses.code })
      .from(orders)
      .innerJoin(entityStatuses, eq(entityStatuses.id, orders.statusId))
      .where(eq(orders.id, cancelled.orderId));
    expect(row!.code).toBe('CANCELLED');
    // A cancelled job takes no new day.
    const again = await promise(cancelled.orderId, { promisedOn: addWorkingDays(today, 41) });
    expect(again.status).toBe(409);
  });
});

describe('jobs at risk', () => {
  it('lists the jobs whose remaining stages no longer fit before their promised day, the latest first', async () => {
    const standard = await tier('STANDARD');
    const place = async (promisedIn: number) => {
      const job = (await placeWithTier({ rushTierId: standard.id })).value;
      await promise(job.orderId, { promisedOn: addWorkingDays(today, promisedIn) });
      return job.orderId;
    };
    // The default stages take 14 working days from the start.
    const veryLate = await place(1);
    const late = await place(8);
    const onTime = await place(30);
    expect((await t.send(getJobOrdersAtRisk, {}, { as: 'customer' })).status).toBe(403);
    const res = await t.send(getJobOrdersAtRisk, { query: { pageSize: 200 } }, { as: 'admin' });
    expect(res.status, res.response.body).toBe(200);
    const items = res.value.items;
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
