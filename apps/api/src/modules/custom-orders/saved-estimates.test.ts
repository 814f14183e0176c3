import { estimateTotal } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let customer: string;
let other: string;
let staff: string;
let viewer: string;
let choices: {
  serviceTypeIds: number[];
  metalId: number;
  weight: number;
  unit: 'dwt';
  treatmentIds: number[];
  priorityId: number;
  quantity: number;
  attributes: Record<string, string>;
};
let expectedTotal: number;
let expectedGrams: number;
let goldPricePerGram: number;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
  other = (await t.login(DEMO.other)).token;
  staff = (await t.login(DEMO.admin)).token;
  viewer = (await t.login(DEMO.viewer)).token;
  const data = (await get('/api/Estimate/data', customer)).json().value;
  const services = data.serviceTypeGroups.flatMap(
    (g: { serviceTypes: { id: number; code: string; basePrice: number }[] }) => g.serviceTypes,
  );
  const resizing = services.find((s: { code: string }) => s.code === 'RESIZING');
  const gold = data.metals.find((m: { code: string }) => m.code === '14KY');
  const rush = data.priorities.find((p: { code: string }) => p.code === 'RUSH');
  const treatment = data.treatments[0];
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
  const dwt = (await get('/api/Metals/measureUnitConversions/dwt/g', customer)).json().value.factor;
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

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(token) });
const draft = (name: string) => ({ name, itemTypeId: kit.ring.id, notes: 'Size up two', choices });
const listIds = async (token: string) =>
  (await get('/api/estimates?pageSize=100', token))
    .json()
    .value.items.map((e: { id: number }) => e.id) as number[];

describe('saved estimates', () => {
  it('keeps an estimate priced by the shared rule, lists it, reopens it and changes it', async () => {
    const saved = await send('POST', '/api/estimates', customer, draft('Moreau band resize'));
    expect(saved.statusCode, saved.body).toBe(200);
    const estimate = saved.json().value;
    expect(estimate).toMatchObject({
      name: 'Moreau band resize',
      itemTypeId: kit.ring.id,
      sentAs: null,
      orderId: null,
      choices: { quantity: 2, attributes: { RING_SIZE: '7' } },
    });
    expect(estimate.total).toBeCloseTo(expectedTotal, 2);
    expect(await listIds(customer)).toContain(estimate.id);

    const changed = await send('PUT', `/api/estimates/${estimate.id}`, customer, {
      ...draft('Moreau band resize'),
      choices: { ...choices, quantity: 1, treatmentIds: [] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().value.total).toBeLessThan(estimate.total);
    expect((await get(`/api/estimates/${estimate.id}`, customer)).json().value.choices.quantity).toBe(1);

    expect((await send('DELETE', `/api/estimates/${estimate.id}`, customer)).statusCode).toBe(200);
    expect((await get(`/api/estimates/${estimate.id}`, customer)).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 on its field and keeps nothing', async () => {
    const before = await listIds(customer);
    const cases: [object, string][] = [
      [{ ...draft(' '), name: ' ' }, 'name'],
      [{ ...draft('x'), choices: { ...choices, serviceTypeIds: [] } }, 'choices.serviceTypeIds'],
      [{ ...draft('x'), choices: { ...choices, serviceTypeIds: [999999] } }, 'choices.serviceTypeIds'],
      [{ ...draft('x'), choices: { ...choices, metalId: 999999 } }, 'choices.metalId'],
      [{ ...draft('x'), choices: { ...choices, weight: -1 } }, 'choices.weight'],
      [{ ...draft('x'), itemTypeId: 999999 }, 'itemTypeId'],
    ];
    for (const [body, key] of cases) {
      const refused = await send('POST', '/api/estimates', customer, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().errorMessages.map((m: { key: string }) => m.key)).toContain(key);
    }
    expect(await listIds(customer)).toEqual(before);
  });

  it('shows a customer’s estimate only to that customer and staff', async () => {
    const mine = (await send('POST', '/api/estimates', customer, draft('Private'))).json().value;
    expect((await get(`/api/estimates/${mine.id}`, other)).statusCode).toBe(404);
    expect(await listIds(other)).not.toContain(mine.id);
    expect((await send('PUT', `/api/estimates/${mine.id}`, other, draft('Taken'))).statusCode).toBe(404);
    expect((await send('DELETE', `/api/estimates/${mine.id}`, other)).statusCode).toBe(404);
    expect((await send('POST', `/api/estimates/${mine.id}/send`, other, { as: 'PQ' })).statusCode).toBe(404);
    expect((await get(`/api/estimates/${mine.id}`, customer)).json().value.name).toBe('Private');
    expect((await get(`/api/estimates/${mine.id}`, staff)).statusCode).toBe(200);
    // A read-only user reads but does not write.
    expect((await send('POST', '/api/estimates', viewer, draft('Nope'))).statusCode).toBe(403);
  });

  it('sends an estimate as a custom order: a job order at the estimate’s total, then read-only', async () => {
    const estimate = (await send('POST', '/api/estimates', customer, draft('Send as job'))).json().value;
    const refused = await send('POST', `/api/estimates/${estimate.id}/send`, customer, { as: 'XX' });
    expect(refused.statusCode).toBe(400);
    expect((await get(`/api/estimates/${estimate.id}`, customer)).json().value.sentAs).toBeNull();

    const sent = await send('POST', `/api/estimates/${estimate.id}/send`, customer, { as: 'JO' });
    expect(sent.statusCode, sent.body).toBe(200);
    const done = sent.json().value;
    expect(done).toMatchObject({ sentAs: 'JO', orderCode: expect.stringMatching(/^JO-/) });
    expect(done.customOrderId).toEqual(expect.any(Number));
    const design = (await get(`/api/customOrders/${done.customOrderId}`, customer)).json().value;
    expect(design.jobOrderCode).toBe(done.orderCode);
    const items = (await get(`/api/JobOrders/${done.orderId}/items`, customer)).json().value;
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(2);
    expect(items[0].lineTotal ?? items[0].quantity * items[0].price).toBeCloseTo(expectedTotal, 1);
    // The line keeps the estimate's metal, so the job is billed on its finished weight against it.
    const weights = (await get(`/api/JobOrders/${done.orderId}/metal-weights`, staff)).json().value;
    expect(weights.lines).toHaveLength(1);
    expect(weights.lines[0]).toMatchObject({
      estimatedGrams: Math.round(expectedGrams * 2 * 1000) / 1000,
      orderedPricePerGram: goldPricePerGram,
    });
    expect(weights.lines[0].orderedPriceBasis).toMatchObject({ pricePerGram: goldPricePerGram });

    const again = await send('POST', `/api/estimates/${estimate.id}/send`, customer, { as: 'PQ' });
    expect(again.statusCode).toBe(409);
    expect((await send('PUT', `/api/estimates/${estimate.id}`, customer, draft('Late'))).statusCode).toBe(
      409,
    );
    expect((await send('DELETE', `/api/estimates/${estimate.id}`, customer)).statusCode).toBe(409);
  });

  it('sends an estimate as a price quote for its customer, staff naming the customer first', async () => {
    const customerId = (await send('POST', '/api/estimates', customer, draft('Ours'))).json().value
      .customerId;
    const { itemTypeId, ...noPiece } = draft('For a walk-in');
    expect(itemTypeId).toBe(kit.ring.id);
    const estimate = (await send('POST', '/api/estimates', staff, noPiece)).json().value;
    expect(estimate.customerId).toBeNull();
    const noCustomer = await send('POST', `/api/estimates/${estimate.id}/send`, staff, { as: 'PQ' });
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().errorMessages[0].key).toBe('customerId');

    await send('PUT', `/api/estimates/${estimate.id}`, staff, {
      ...noPiece,
      customerId,
    });
    const noPieceYet = await send('POST', `/api/estimates/${estimate.id}/send`, staff, { as: 'PQ' });
    expect(noPieceYet.json().errorMessages[0].key).toBe('itemTypeId');
    await send('PUT', `/api/estimates/${estimate.id}`, staff, {
      ...draft('For a walk-in'),
      customerId,
    });
    const sent = await send('POST', `/api/estimates/${estimate.id}/send`, staff, { as: 'PQ' });
    expect(sent.statusCode, sent.body).toBe(200);
    const done = sent.json().value;
    expect(done).toMatchObject({
      sentAs: 'PQ',
      customOrderId: null,
      orderCode: expect.stringMatching(/^PQ-/),
    });
    // The customer sees the estimate with its quote.
    expect((await get(`/api/estimates/${estimate.id}`, customer)).json().value.orderCode).toBe(
      done.orderCode,
    );
  });
});
