import { getJobOrdersAtRisk } from '@portal/shared/production/get-jobs-at-risk';
import { cancelJobOrderPromise, promiseJobOrder } from '@portal/shared/production/job-promise';
import { moveJobOrderStage } from '@portal/shared/production/move-job-order-stage';
import { addWorkingDays } from '@portal/shared/production/rules';
import { getRushTiers, saveWorkshopHolidays } from '@portal/shared/production/rush-tiers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  today = t.clock.now().toISOString().slice(0, 10);
});
afterAll(() => t.close());

/** A job order placed by the customer in the standard tier. */
async function placeStandardJob(): Promise<number> {
  const standard = (await t.send(getRushTiers, {}, { as: 'customer' })).value.find(
    (tier) => tier.code === 'STANDARD',
  )!;
  const customer = (await t.login(DEMO.customer)).token;
  const placed = await kit.submitCart(customer, await kit.fillCart(customer), { rushTierId: standard.id });
  return placed.orderId;
}

const atRisk = async (language: 'en' | 'fr' = 'en') =>
  (await t.send(getJobOrdersAtRisk, { query: { pageSize: 200 } }, { as: 'admin', language })).value.items;
const riskOf = async (orderId: number) => (await atRisk()).find((job) => job.orderId === orderId);

describe('the jobs at-risk list, kept between requests', () => {
  it('shows each change that moves a job in or out of it at once', async () => {
    const job = await placeStandardJob();
    // The default stages take 14 working days: a day 30 working days away is safe.
    await t.send(
      promiseJobOrder,
      { params: { id: job }, body: { promisedOn: addWorkingDays(today, 30) } },
      { as: 'admin' },
    );
    expect(await riskOf(job)).toBeUndefined();

    // A promised day moved nearer: late by the stages that no longer fit.
    await t.send(
      promiseJobOrder,
      { params: { id: job }, body: { promisedOn: addWorkingDays(today, 3) } },
      { as: 'admin' },
    );
    const late = await riskOf(job);
    expect(late).toMatchObject({
      promisedOn: addWorkingDays(today, 3),
      expectedOn: addWorkingDays(today, 14),
    });

    // Workshop holidays push the expected day on.
    const holidays = [1, 2].map((n) => ({ day: addWorkingDays(today, n), name: 'Inventory' }));
    await t.send(saveWorkshopHolidays, { body: { holidays } }, { as: 'admin' });
    const later = await riskOf(job);
    expect(later!.lateDays).toBeGreaterThan(late!.lateDays);

    // A stage move starts the count again from the stage reached.
    const moved = await t.send(moveJobOrderStage, { params: { id: job }, body: {} }, { as: 'admin' });
    expect(moved.status, moved.response.body).toBe(201);
    expect((await riskOf(job))!.currentStage).not.toBe(later!.currentStage);
    expect((await atRisk('fr')).find((j) => j.orderId === job)!.currentStage).not.toBe(
      (await riskOf(job))!.currentStage,
    );
    await t.send(saveWorkshopHolidays, { body: { holidays: [] } }, { as: 'admin' });
  });

  it('drops a job whose order is cancelled', async () => {
    const job = await placeStandardJob();
    await t.send(
      promiseJobOrder,
      { params: { id: job }, body: { promisedOn: addWorkingDays(today, 2) } },
      { as: 'admin' },
    );
    expect(await riskOf(job)).toBeDefined();
    // The customer refuses the proposed day: the job order is cancelled.
    await t.send(cancelJobOrderPromise, { params: { id: job } }, { as: 'customer' });
    expect(await riskOf(job)).toBeUndefined();
  });
});
