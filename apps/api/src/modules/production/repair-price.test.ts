// A repair's price: staff set labour and materials lines, taxed as other lines; the job is put to the
// customer, who approves it (or declines it with a reason) through the job order's approval; the bench starts only
// after the approval and the invoice carries the lines.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveJobOrder } from '@portal/shared/orders/approve-job-order';
import { declineJobOrder } from '@portal/shared/orders/decline-job-order';
import type { Language } from '@portal/shared/platform/language';
import { moveJobOrderStage } from '@portal/shared/production/move-job-order-stage';
import { openRepair } from '@portal/shared/production/open-repair';
import { priceRepair } from '@portal/shared/production/price-repair';
import type { Caller, SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';
import { invoiceOrder } from '../finance/public';
import { invoiceLines, invoices } from '../finance/tables';
import { orderItems, orders } from '../orders/tables';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function openBraceletRepair() {
  const res = await t.send(
    openRepair,
    { form: { piece: 'Tennis bracelet', condition: 'Clasp broken', items: '[]', signedName: 'Ada Aurora' } },
    { as: 'customer' },
  );
  expect(res.status, res.response.body).toBe(201);
  return res.value.orderId;
}

type PriceLines = SendInput<typeof priceRepair>['body']['lines'];
const LINES: PriceLines = [
  { kind: 'LABOUR', description: 'Replace the box clasp', amount: 85 },
  { kind: 'MATERIALS', description: '14K box clasp', amount: 42.5 },
];
const price = (id: number, as: Caller, lines: PriceLines = LINES, language: Language = 'en') =>
  t.send(priceRepair, { params: { id }, body: { lines } }, { as, language });
const move = (id: number) =>
  t.send(moveJobOrderStage, { params: { id }, body: { fromStageId: null } }, { as: 'admin' });
const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('a repair’s price', () => {
  it('is set by staff, taxed, put to the customer, approved before work starts, and invoiced', async () => {
    const id = await openBraceletRepair();
    // Before a price is approved, the bench does not start.
    const early = await move(id);
    expect(early.status).toBe(409);
    expect(early.errorMessages[0]!.value).toMatch(/waits for the customer to approve its repair price$/);

    const priced = await price(id, 'admin');
    expect(priced.status, priced.response.body).toBe(200);
    expect(priced.value.statusCode).toBe('AWAITING_APPROVAL');
    // A second price replaces the first's lines; it is still awaiting the customer's answer.
    const revised = await price(id, 'admin', [
      ...LINES,
      { kind: 'LABOUR', description: 'Polish', amount: 20.25 },
    ]);
    expect(revised.status, revised.response.body).toBe(200);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(lines.map((l) => [l.charge, l.name, l.lineTotal]).sort()).toEqual(
      [
        ['REPAIR', 'Tennis bracelet', '0.00'],
        ['REPAIR_LABOUR', 'Polish', '20.25'],
        ['REPAIR_LABOUR', 'Replace the box clasp', '85.00'],
        ['REPAIR_MATERIALS', '14K box clasp', '42.50'],
      ].sort(),
    );
    const order = await orderOf(id);
    expect(order.subTotal).toBe('147.75');
    const tax = Math.round(147.75 * Number(order.salesTaxPercent)) / 100;
    expect(Number(order.salesTaxValue)).toBeCloseTo(tax, 2);
    expect(Number(order.grandTotal)).toBeCloseTo(147.75 + tax, 2);

    // A repair stays a repair: approved under another service type, it is refused and still awaits the answer.
    const asResizing = await t.send(
      approveJobOrder,
      { params: { id }, body: { serviceType: 'RESIZING' } },
      { as: 'customer' },
    );
    expect(asResizing.status).toBe(400);
    expect(asResizing.errorMessages).toEqual([
      { key: 'serviceType', value: 'A repair is approved under the Repair service type' },
    ]);
    const inFrench = await t.send(
      approveJobOrder,
      { params: { id }, body: { serviceType: 'RESIZING' } },
      { as: 'customer', language: 'fr' },
    );
    expect(inFrench.errorMessages[0]!.value).toBe(
      'Une réparation s’approuve sous le type de service Réparation',
    );
    expect((await orderOf(id)).statusId).toBe(order.statusId);
    const approved = await t.send(
      approveJobOrder,
      { params: { id }, body: { serviceType: 'REPAIR' } },
      { as: 'customer' },
    );
    expect(approved.status, approved.response.body).toBe(200);
    expect(approved.value.statusCode).toBe('APPROVED');
    // Answered, the price no longer changes; the bench starts.
    const late = await price(id, 'admin', LINES, 'fr');
    expect(late.status).toBe(409);
    expect(late.errorMessages[0]!.value).toMatch(/^Le client a répondu au prix de JO-/);
    expect((await move(id)).status).toBe(201);

    const invoice = await t.db.transaction((tx) =>
      invoiceOrder(tx, { userId: null, impersonatorId: null }, id, { invoiceDate: '2026-01-15' }),
    );
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored!.amount).toBe(order.grandTotal);
    const billed = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    expect(billed.map((l) => l.description)).toEqual(
      expect.arrayContaining(['Replace the box clasp', '14K box clasp', 'Polish']),
    );
  });

  it('may be declined by the customer with a reason', async () => {
    const id = await openBraceletRepair();
    await price(id, 'admin');
    const declined = await t.send(
      declineJobOrder,
      { params: { id }, body: { reasonText: 'Too dear for a clasp' } },
      { as: 'customer' },
    );
    expect(declined.status, declined.response.body).toBe(200);
    expect(declined.value.statusCode).toBe('DECLINED');
    expect((await price(id, 'admin')).status).toBe(409);
  });

  it('is refused with clear errors and changes nothing; a customer may not set it; an unknown job is not found', async () => {
    const id = await openBraceletRepair();
    const before = await orderOf(id);
    // A kind the contract does not know: its type refuses it, so it is cast.
    const bad = await price(id, 'admin', [{ kind: 'GOLD' as 'LABOUR', description: '', amount: 1.005 }]);
    expect(bad.status).toBe(400);
    expect(bad.errorMessages.map((m) => m.key).sort()).toEqual(
      ['lines.0.amount', 'lines.0.description', 'lines.0.kind'].sort(),
    );
    expect((await price(id, 'admin', [])).status).toBe(400);
    expect((await price(id, 'customer')).status).toBe(403);
    expect((await price(id, 'other')).status).toBe(403);
    expect(await orderOf(id)).toEqual(before);
    // A job order that is no repair is not priced this way.
    const [plain] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.kind, 'JO')).limit(1);
    const notRepair = await price(plain!.id, 'admin');
    expect(notRepair.status).toBe(409);
    expect((await price(2_000_000_000, 'admin')).status).toBe(404);
  });
});
