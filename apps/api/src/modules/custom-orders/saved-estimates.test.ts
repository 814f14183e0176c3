import { estimateTotal } from '@portal/shared';
import { getUnitConversion } from '@portal/shared/catalog/get-unit-conversion';
import { deleteSavedEstimate } from '@portal/shared/custom-orders/delete-saved-estimate';
import { getCustomOrder } from '@portal/shared/custom-orders/get-custom-order';
import { getEstimateData } from '@portal/shared/custom-orders/get-estimate-data';
import { getSavedEstimate } from '@portal/shared/custom-orders/get-saved-estimate';
import { getSavedEstimates } from '@portal/shared/custom-orders/get-saved-estimates';
import { saveEstimate } from '@portal/shared/custom-orders/save-estimate';
import type { EstimateChoicesWire } from '@portal/shared/custom-orders/saved-estimate-schemas';
import { sendSavedEstimate } from '@portal/shared/custom-orders/send-saved-estimate';
import { updateSavedEstimate } from '@portal/shared/custom-orders/update-saved-estimate';
import { getJobOrderItems } from '@portal/shared/orders/get-job-order-items';
import { getJobOrderMetalWeights } from '@portal/shared/orders/get-job-order-metal-weights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let choices: EstimateChoicesWire;
let expectedTotal: number;
let expectedGrams: number;
let goldPricePerGram: number;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  const data = (await t.send(getEstimateData, {}, { as: 'customer' })).value;
  const services = data.serviceTypeGroups.flatMap((g) => g.serviceTypes);
  const resizing = services.find((s) => s.code === 'RESIZING')!;
  const gold = data.metals.find((m) => m.code === '14KY')!;
  const rush = data.priorities.find((p) => p.code === 'RUSH')!;
  const treatment = data.treatments[0]!;
  choices = {
    serviceTypeIds: [resizing.id],
    metalId: gold.id,
    weight: 2,
    unit: 'dwt',
    treatmentIds: [treatment.id],
    priorityId: rush.id,
    quantity: 2,
    attributes: { RING_SIZE: '7' },
  };
  const dwt = (
    await t.send(getUnitConversion, { params: { source: 'dwt', target: 'g' } }, { as: 'customer' })
  ).value.factor;
  goldPricePerGram = gold.pricePerGram;
  expectedGrams = estimateTotal({
    servicePrices: [],
    metalWeight: 2,
    gramsPerUnit: dwt,
    metalPricePerGram: gold.pricePerGram,
    treatmentPrices: [],
    surchargePercent: 0,
    quantity: 1,
  }).metalGrams;
  expectedTotal = estimateTotal({
    servicePrices: [resizing.basePrice],
    metalWeight: 2,
    gramsPerUnit: dwt,
    metalPricePerGram: gold.pricePerGram,
    treatmentPrices: [treatment.price],
    surchargePercent: rush.surchargePercent,
    quantity: 2,
  }).total;
});
afterAll(() => t.close());

type Estimate = SendInput<typeof saveEstimate>['body'];
const draft = (name: string) => ({ name, itemTypeId: kit.ring.id, notes: 'Size up two', choices });
const save = (body: Estimate, as: Caller = 'customer') => t.send(saveEstimate, { body }, { as });
const change = (id: number, body: Estimate, as: Caller = 'customer') =>
  t.send(updateSavedEstimate, { params: { id }, body }, { as });
const reopen = (id: number, as: Caller = 'customer') => t.send(getSavedEstimate, { params: { id } }, { as });
const remove = (id: number, as: Caller = 'customer') =>
  t.send(deleteSavedEstimate, { params: { id } }, { as });
const sendAs = (id: number, kind: 'JO' | 'PQ', as: Caller = 'customer') =>
  t.send(sendSavedEstimate, { params: { id }, body: { as: kind } }, { as });
const listIds = async (as: Caller) =>
  (await t.send(getSavedEstimates, { query: { pageSize: 100 } }, { as })).value.items.map((e) => e.id);

describe('saved estimates', () => {
  it('keeps an estimate priced by the shared rule, lists it, reopens it and changes it', async () => {
    const saved = await save(draft('Moreau band resize'));
    expect(saved.status, saved.response.body).toBe(200);
    const estimate = saved.value;
    expect(estimate).toMatchObject({
      name: 'Moreau band resize',
      itemTypeId: kit.ring.id,
      sentAs: null,
      orderId: null,
      choices: { quantity: 2, attributes: { RING_SIZE: '7' } },
    });
    expect(estimate.total).toBeCloseTo(expectedTotal, 2);
    expect(await listIds('customer')).toContain(estimate.id);

    const changed = await change(estimate.id, {
      ...draft('Moreau band resize'),
      choices: { ...choices, quantity: 1, treatmentIds: [] },
    });
    expect(changed.status, changed.response.body).toBe(200);
    expect(changed.value.total).toBeLessThan(estimate.total);
    expect((await reopen(estimate.id)).value.choices.quantity).toBe(1);

    expect((await remove(estimate.id)).status).toBe(200);
    expect((await reopen(estimate.id)).status).toBe(404);
  });

  it('refuses bad input with a 400 on its field and keeps nothing', async () => {
    const before = await listIds('customer');
    const cases: [Estimate, string][] = [
      [{ ...draft(' '), name: ' ' }, 'name'],
      [{ ...draft('x'), choices: { ...choices, serviceTypeIds: [] } }, 'choices.serviceTypeIds'],
      [{ ...draft('x'), choices: { ...choices, serviceTypeIds: [999999] } }, 'choices.serviceTypeIds'],
      [{ ...draft('x'), choices: { ...choices, metalId: 999999 } }, 'choices.metalId'],
      [{ ...draft('x'), choices: { ...choices, weight: -1 } }, 'choices.weight'],
      [{ ...draft('x'), itemTypeId: 999999 }, 'itemTypeId'],
    ];
    for (const [body, key] of cases) {
      const refused = await save(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.errorMessages.map((m) => m.key)).toContain(key);
    }
    expect(await listIds('customer')).toEqual(before);
  });

  it('shows a customer’s estimate only to that customer and staff', async () => {
    const mine = (await save(draft('Private'))).value;
    expect((await reopen(mine.id, 'other')).status).toBe(404);
    expect(await listIds('other')).not.toContain(mine.id);
    expect((await change(mine.id, draft('Taken'), 'other')).status).toBe(404);
    expect((await remove(mine.id, 'other')).status).toBe(404);
    expect((await sendAs(mine.id, 'PQ', 'other')).status).toBe(404);
    expect((await reopen(mine.id)).value.name).toBe('Private');
    expect((await reopen(mine.id, 'admin')).status).toBe(200);
    // A read-only user reads but does not write.
    expect((await save(draft('Nope'), 'viewer')).status).toBe(403);
  });

  it('sends an estimate as a custom order: a job order at the estimate’s total, then read-only', async () => {
    const estimate = (await save(draft('Send as job'))).value;
    // A kind the contract's types cannot express.
    const refused = await sendAs(estimate.id, 'XX' as never);
    expect(refused.status).toBe(400);
    expect((await reopen(estimate.id)).value.sentAs).toBeNull();

    const sent = await sendAs(estimate.id, 'JO');
    expect(sent.status, sent.response.body).toBe(200);
    const done = sent.value;
    expect(done).toMatchObject({ sentAs: 'JO', orderCode: expect.stringMatching(/^JO-/) });
    expect(done.customOrderId).toEqual(expect.any(Number));
    const design = (await t.send(getCustomOrder, { params: { id: done.customOrderId! } }, { as: 'customer' }))
      .value;
    expect(design.jobOrderCode).toBe(done.orderCode);
    const items = (await t.send(getJobOrderItems, { params: { id: done.orderId! } }, { as: 'customer' }))
      .value;
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(2);
    expect(items[0]!.lineTotal).toBeCloseTo(expectedTotal, 1);
    // The line keeps the estimate's metal, so the job is billed on its finished weight against it.
    const weights = (
      await t.send(getJobOrderMetalWeights, { params: { id: done.orderId! } }, { as: 'admin' })
    ).value;
    expect(weights.lines).toHaveLength(1);
    expect(weights.lines[0]).toMatchObject({
      estimatedGrams: Math.round(expectedGrams * 2 * 1000) / 1000,
      orderedPricePerGram: goldPricePerGram,
    });
    expect(weights.lines[0]!.orderedPriceBasis).toMatchObject({ pricePerGram: goldPricePerGram });

    expect((await sendAs(estimate.id, 'PQ')).status).toBe(409);
    expect((await change(estimate.id, draft('Late'))).status).toBe(409);
    expect((await remove(estimate.id)).status).toBe(409);
  });

  it('sends an estimate as a price quote for its customer, staff naming the customer first', async () => {
    const customerId = (await save(draft('Ours'))).value.customerId;
    const { itemTypeId, ...noPiece } = draft('For a walk-in');
    expect(itemTypeId).toBe(kit.ring.id);
    const estimate = (await save(noPiece, 'admin')).value;
    expect(estimate.customerId).toBeNull();
    const noCustomer = await sendAs(estimate.id, 'PQ', 'admin');
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.errorMessages[0]!.key).toBe('customerId');

    await change(estimate.id, { ...noPiece, customerId }, 'admin');
    const noPieceYet = await sendAs(estimate.id, 'PQ', 'admin');
    expect(noPieceYet.errorMessages[0]!.key).toBe('itemTypeId');
    await change(estimate.id, { ...draft('For a walk-in'), customerId }, 'admin');
    const sent = await sendAs(estimate.id, 'PQ', 'admin');
    expect(sent.status, sent.response.body).toBe(200);
    const done = sent.value;
    expect(done).toMatchObject({
      sentAs: 'PQ',
      customOrderId: null,
      orderCode: expect.stringMatching(/^PQ-/),
    });
    // The customer sees the estimate with its quote.
    expect((await reopen(estimate.id)).value.orderCode).toBe(done.orderCode);
  });
});
