import { getCustomerCredits } from '@portal/shared/finance/get-customer-credits';
import { createCustomerMetalReceipt } from '@portal/shared/metal/create-customer-metal-receipt';
import { exportMetalAccountability } from '@portal/shared/metal/export-metal-accountability';
import { getJobMetal } from '@portal/shared/metal/get-job-metal';
import { getMetalAccountability } from '@portal/shared/metal/get-metal-accountability';
import { getReceiptAlloys } from '@portal/shared/metal/get-receipt-alloys';
import { listCustomerMetalReceipts } from '@portal/shared/metal/list-customer-metal-receipts';
import { recordMetalMovement } from '@portal/shared/metal/record-metal-movement';
import { getJobOrders } from '@portal/shared/orders/get-job-orders';
import type { Language } from '@portal/shared/platform/language';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterAlloys, metalFixings, metals } from '../catalog/tables';
import { customers } from '../customers/tables';
import { applyCredit, ledgerDrift } from '../finance/public';
import { customerCredits, invoiceLines, invoices } from '../finance/tables';
import { orderItems, orders } from '../orders/tables';
import type { Caller, SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';
import { forgetFixings } from '../../test/fixtures';
import { metalMovements } from './tables';

let t: TestApp;
let metal: { id: number; masterAlloyId: number };
let job: { id: number; code: string };
let secondJob: { id: number };
let salesOrderId: number;

beforeAll(async () => {
  t = await createTestApp();
  metal = (
    await t.db.select({ id: metals.id, masterAlloyId: metals.masterAlloyId }).from(metals).limit(1)
  )[0]!;
  const jobs = await t.db
    .select({ id: orders.id, code: orders.code })
    .from(orders)
    .where(eq(orders.kind, 'JO'))
    // The newest: the first page of the staff's list shows them.
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(2);
  [job, secondJob] = jobs as [typeof job, typeof secondJob];
  const [so] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.kind, 'SO')).limit(1);
  salesOrderId = so!.id;
});
afterAll(() => t.close());

type Movement = Omit<SendInput<typeof recordMetalMovement>['body'], 'metalId'>;
const move = (id: number, body: Movement, language?: Language, as: Caller = 'admin') =>
  t.send(recordMetalMovement, { params: { id }, body: { metalId: metal.id, ...body } }, { as, language });
const movementsOf = (id: number, as: Caller) => t.send(getJobMetal, { params: { id } }, { as });

describe('metal issued to and returned from production steps', () => {
  it('is staff-only and refuses what is not a job order, a weight of zero and a return above what went out', async () => {
    const issue = { step: 'casting', direction: 'issued', grams: '10' } as const;
    expect((await move(job.id, issue, undefined, 'customer')).status).toBe(403);
    expect((await movementsOf(job.id, 'customer')).status).toBe(403);
    expect((await move(salesOrderId, issue)).status).toBe(404);
    const zero = await move(job.id, { ...issue, grams: 0 }, 'fr');
    expect(zero.status).toBe(400);
    expect(zero.errorMessages).toContainEqual({
      key: 'grams',
      value: 'Le poids doit être supérieur à zéro',
    });
    const tooMuch = await move(job.id, { step: 'filing', direction: 'returned', grams: '1' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.errorMessages[0]).toEqual({
      key: 'grams',
      value: 'A return cannot exceed what is still out at this step in this metal (0.000 g)',
    });
    const future = await move(job.id, { ...issue, movedAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(future.status).toBe(400);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(metalMovements)
      .where(eq(metalMovements.orderId, job.id))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('shows the loss per step and in all, and flags the job on the staff’s list past the alloy’s threshold', async () => {
    await t.db
      .update(masterAlloys)
      .set({ lossThresholdPercent: '5' })
      .where(eq(masterAlloys.id, metal.masterAlloyId));
    expect(
      (await move(job.id, { step: 'casting', direction: 'issued', grams: '20.000', worker: 'Ana' })).status,
    ).toBe(201);
    const partly = await move(job.id, { step: 'casting', direction: 'returned', grams: '19.2' });
    expect(partly.status).toBe(201);
    expect(partly.value.total).toEqual({ issued: 20, returned: 19.2, lost: 0.8, lossPercent: 4 });
    expect(partly.value.lossFlagged).toBe(false);
    // Only 0.8 g is still out at casting: 0.9 back is refused, and nothing is written.
    expect((await move(job.id, { step: 'casting', direction: 'returned', grams: '0.9' })).status).toBe(400);
    await move(job.id, { step: 'polishing', direction: 'issued', grams: '19.2' });
    await move(job.id, { step: 'polishing', direction: 'returned', grams: '18.5' });
    const read = (await movementsOf(job.id, 'admin')).value;
    expect(read.movements).toHaveLength(4);
    expect(read.steps).toEqual([
      { step: 'casting', issued: 20, returned: 19.2, lost: 0.8, lossPercent: 4 },
      { step: 'polishing', issued: 19.2, returned: 18.5, lost: 0.7, lossPercent: 3.65 },
    ]);
    // 1.5 g lost of 39.2 g issued: 3.83 %, under 5 %.
    expect(read.total).toEqual({ issued: 39.2, returned: 37.7, lost: 1.5, lossPercent: 3.83 });
    expect(read.lossFlagged).toBe(false);

    await move(secondJob.id, { step: 'casting', direction: 'issued', grams: '10' });
    const flagged = (await move(secondJob.id, { step: 'casting', direction: 'returned', grams: '9.4' }))
      .value;
    expect(flagged.total.lossPercent).toBe(6);
    expect(flagged.lossFlagged).toBe(true);

    const jobOrders = async (as: Caller) =>
      (await t.send(getJobOrders, { query: { pageNo: 0, pageSize: 200, tab: 'all' } }, { as })).value.items;
    const list = await jobOrders('admin');
    expect(list.find((o) => o.id === secondJob.id)?.metalLossFlagged).toBe(true);
    expect(list.find((o) => o.id === job.id)?.metalLossFlagged).toBe(false);
    const own = await jobOrders('customer');
    expect(own.every((o) => o.metalLossFlagged === undefined)).toBe(true);
  });
  it('lets only one of two returns sent at once take back what is still out', async () => {
    const [third] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.kind, 'JO'), sql`${orders.id} not in (${job.id}, ${secondJob.id})`))
      .limit(1);
    await move(third!.id, { step: 'setting', direction: 'issued', grams: '1' });
    const both = await Promise.all([
      move(third!.id, { step: 'setting', direction: 'returned', grams: '0.6' }),
      move(third!.id, { step: 'setting', direction: 'returned', grams: '0.6' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    // Back to what it was, so that the report below counts the first two jobs only.
    await t.db.delete(metalMovements).where(eq(metalMovements.orderId, third!.id));
  });
});

describe('the metal accountability report', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  type Period = SendInput<typeof getMetalAccountability>['query'];
  const accountability = (query: Period, as: Caller = 'admin') =>
    t.send(getMetalAccountability, { query }, { as });

  it('sums to the movements of the period, per metal and per step, and exports them as CSV', async () => {
    const report = (await accountability({ from: '2000-01-01', to: today() })).value;
    const sums = (await t.db.execute(sql`
      select direction, step, metal_id, sum(grams)::text as grams from metal_movements group by direction, step, metal_id
    `)) as unknown as { rows?: { direction: string; step: string; metal_id: number; grams: string }[] };
    const rows =
      sums.rows ??
      (sums as unknown as { direction: string; step: string; metal_id: number; grams: string }[]);
    const of = (direction: string, filter: (r: (typeof rows)[number]) => boolean) =>
      rows.filter((r) => r.direction === direction && filter(r)).reduce((s, r) => s + Number(r.grams), 0);
    expect(report.total.issued).toBeCloseTo(
      of('issued', () => true),
      3,
    );
    expect(report.total.returned).toBeCloseTo(
      of('returned', () => true),
      3,
    );
    expect(report.total.issued).toBeCloseTo(49.2, 3);
    for (const step of report.steps) {
      expect(step.issued).toBeCloseTo(
        of('issued', (r) => r.step === step.step && r.metal_id === step.metalId),
        3,
      );
      expect(step.returned).toBeCloseTo(
        of('returned', (r) => r.step === step.step && r.metal_id === step.metalId),
        3,
      );
      expect(step.lost).toBeCloseTo(step.issued - step.returned, 3);
    }
    const alloy = report.alloys.find((a) => a.metalId === metal.id)!;
    expect(alloy.issued).toBeCloseTo(49.2, 3);
    expect(alloy.lost).toBeCloseTo(2.1, 3);

    // Nothing moved before this century's first year ended: an empty period is empty, not an error.
    const empty = (await accountability({ from: '2001-01-01', to: '2001-12-31' })).value;
    expect(empty.total.issued).toBe(0);
    expect((await accountability({ from: '2026-02-01', to: '2026-01-01' })).status).toBe(400);
    expect((await accountability({ from: '2000-01-01', to: today() }, 'customer')).status).toBe(403);

    const csv = (
      await t.send(
        exportMetalAccountability,
        { query: { from: '2000-01-01', to: today() } },
        { as: 'admin', language: 'fr' },
      )
    ).response;
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Métal,Alliage de base,Étape,Remis (g),Rendu (g),Perdu (g),Perte (%),Facturé (g)');
    expect(lines.some((l) => l.includes(',Fonte,30.000,28.600,1.400,4.67,'))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Total,,Toutes les étapes,49\.200,47\.100,2\.100,4\.27,/);
  });

  it('counts an invoiced line’s estimate × quantity, and its finished weight once staff recorded it', async () => {
    // The demo's invoice lines name no order line: bill one on an open invoice, as invoicing an order does.
    const [invoice] = await t.db
      .select({ id: invoices.id, invoiceDate: invoices.invoiceDate })
      .from(invoices)
      .where(sql`${invoices.statusId} not in (select id from entity_statuses where code = 'VOID')`)
      .limit(1);
    const [item] = await t.db.select().from(orderItems).limit(1);
    await t.db.insert(invoiceLines).values({
      invoiceId: invoice!.id,
      orderItemId: item!.id,
      rank: 99,
      description: item!.name,
      quantity: String(item!.quantity),
      unitPrice: '0',
      lineTotal: '0',
    });
    const line = { item: item!, invoiceDate: invoice!.invoiceDate };
    expect(line).toBeDefined();
    const period = { from: line!.invoiceDate, to: line!.invoiceDate, metalId: metal.id };
    const invoiced = async () => (await accountability(period)).value.total.invoiced;
    const before = await invoiced();
    const wasOther = line!.item.metalId !== metal.id || line!.item.metalWeight === null;
    const estimateBefore = wasOther ? 0 : Number(line!.item.metalWeight) * line!.item.quantity;
    await t.db
      .update(orderItems)
      .set({ metalId: metal.id, metalWeight: '2.345', finishedWeight: null })
      .where(eq(orderItems.id, line!.item.id));
    expect(await invoiced()).toBeCloseTo(before - estimateBefore + 2.345 * line!.item.quantity, 3);
    await t.db.update(orderItems).set({ finishedWeight: '123.456' }).where(eq(orderItems.id, line!.item.id));
    expect(await invoiced()).toBeCloseTo(before - estimateBefore + 123.456, 3);
  });
});

describe('a customer’s metal received and credited', () => {
  let c1001: number;
  let fixingId: number;

  beforeAll(async () => {
    [{ id: c1001 }] = (await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.accountNumber, 'C1001'))) as [{ id: number }];
    await forgetFixings(t.db);
  });

  type Receipt = Omit<SendInput<typeof createCustomerMetalReceipt>['body'], 'customerId' | 'masterAlloyId'>;
  const receive = (body: Receipt, language?: Language, as: Caller = 'admin') =>
    t.send(
      createCustomerMetalReceipt,
      { body: { customerId: c1001, masterAlloyId: metal.masterAlloyId, ...body } },
      { as, language },
    );
  const receipts = (as: Caller, customerId?: number) =>
    t.send(listCustomerMetalReceipts, { query: { customerId } }, { as });

  it('is refused while the alloy has no fixing', async () => {
    await t.db.update(masterAlloys).set({ fixingId: null }).where(eq(masterAlloys.id, metal.masterAlloyId));
    const refused = await receive({ grams: '10', fineness: '0.585' }, 'fr');
    expect(refused.status).toBe(409);
    expect(refused.serverErrors.join(' ') + refused.response.body).toContain(
      'Cet alliage mère n’a pas de fixing',
    );
    expect((await receive({ grams: '1', fineness: '0.5' }, undefined, 'customer')).status).toBe(403);
  });

  it('credits the fine content at the fixing less the refining charge, to the cent, as a usable credit', async () => {
    const [fixing] = await t.db
      .insert(metalFixings)
      .values({
        masterAlloyId: metal.masterAlloyId,
        fixingDate: '2026-11-27',
        session: 'PM',
        source: 'LBMA',
        pricePerOunce: '2650.37',
        fixedAt: new Date('2026-11-27T15:00:00Z'),
      })
      .returning();
    fixingId = fixing!.id;
    await t.db
      .update(masterAlloys)
      .set({ fixingId, refiningChargePercent: '12.50' })
      .where(eq(masterAlloys.id, metal.masterAlloyId));
    const alloys = (await t.send(getReceiptAlloys, {}, { as: 'admin' })).value;
    expect(alloys.find((a) => a.id === metal.masterAlloyId)).toMatchObject({
      refiningChargePercent: 12.5,
      fixing: { id: fixingId, pricePerOunce: 2650.37 },
    });
    const created = await receive({ grams: '7.777', fineness: '0.5831', note: 'Old rings' });
    expect(created.status).toBe(201);
    const receipt = created.value;
    // 7.777 g × 0.5831 ÷ 31.1034768 × 2650.37 × (1 − 12.5 %) = 338.1121… → 338.11
    expect(receipt.amount).toBe(338.11);
    expect(receipt.fixing).toMatchObject({ id: fixingId, session: 'PM', date: '2026-11-27' });
    expect(receipt.refiningChargePercent).toBe(12.5);

    const credits = (await t.send(getCustomerCredits, { query: { pageSize: 200 } }, { as: 'customer' })).value
      .items;
    const credit = credits.find((c) => c.id === receipt.creditId)!;
    expect(credit).toMatchObject({ kind: 'scrap_metal', amount: 338.11, balance: 338.11 });
    expect(credit.reason).toContain('7.777 g');

    const [invoice] = await t.db
      .select({ id: invoices.id, balance: invoices.balance })
      .from(invoices)
      .where(and(eq(invoices.customerId, c1001), sql`${invoices.balance} >= 10`))
      .limit(1);
    await t.db.transaction((tx) =>
      applyCredit(
        tx,
        { userId: null, impersonatorId: null },
        { creditId: receipt.creditId, invoiceId: invoice!.id, amount: 1000n },
      ),
    );
    const [after] = await t.db.select().from(customerCredits).where(eq(customerCredits.id, receipt.creditId));
    expect(after!.balance).toBe('328.11');
    expect(await ledgerDrift(t.db)).toEqual([]);
  });

  it('lists a customer’s receipts to that customer only', async () => {
    const own = (await receipts('customer')).value;
    expect(own.items).toHaveLength(1);
    expect(own.items[0]).toMatchObject({
      grams: 7.777,
      fineness: 0.5831,
      pricePerOunce: 2650.37,
      note: 'Old rings',
      customerId: c1001,
      // Tested and recorded by the staff member who received it.
      testedByName: 'Ada Marlow',
    });
    expect(own.items[0]!.fixing).toMatchObject({ date: '2026-11-27', session: 'PM', source: 'LBMA' });
    // Another customer's user never sees it: neither asking for that customer nor in its own list.
    const others = await receipts('other', c1001);
    expect(others.status === 403 || others.value.items.length === 0).toBe(true);
    const othersOwn = (await receipts('other')).value;
    expect(othersOwn.items.map((r) => r.customerId)).not.toContain(c1001);
    const staffList = (await receipts('admin', c1001)).value;
    expect(staffList.pagingData.itemCount).toBe(1);
  });
});
