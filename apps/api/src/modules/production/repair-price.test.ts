// A repair's price: staff set labour and materials lines, taxed as other lines; the job is put to the
// customer, who approves it (or declines it with a reason) through the job order's approval; the bench starts only
// after the approval and the invoice carries the lines.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { invoiceOrder } from '../finance/public';
import { invoiceLines, invoices } from '../finance/tables';
import { orderItems, orders } from '../orders/tables';

let t: TestApp;
let staff: string;
let customer: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.login(DEMO.admin)).token;
  customer = (await t.login(DEMO.customer)).token;
  other = (await t.login(DEMO.other)).token;
});
afterAll(() => t.close());

const call = (url: string, token: string, payload: unknown, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as object,
    headers: { ...t.bearer(token), 'accept-language': language },
  });

async function openRepair() {
  const form = multipartBody({
    piece: 'Tennis bracelet',
    condition: 'Clasp broken',
    items: '[]',
    signedName: 'Ada Aurora',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/repairs',
    payload: form.payload,
    headers: { ...form.headers, ...t.bearer(customer) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().value.orderId as number;
}

const LINES = [
  { kind: 'LABOUR', description: 'Replace the box clasp', amount: 85 },
  { kind: 'MATERIALS', description: '14K box clasp', amount: 42.5 },
];
const price = (id: number, token: string, lines: unknown = LINES, language = 'en') =>
  call(`/JobOrders/${id}/repair-price`, token, { lines }, language);
const move = (id: number) => call(`/JobOrders/${id}/stage`, staff, { fromStageId: null });
const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('a repair’s price', () => {
  it('is set by staff, taxed, put to the customer, approved before work starts, and invoiced', async () => {
    const id = await openRepair();
    // Before a price is approved, the bench does not start.
    const early = await move(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMessages[0].value).toMatch(
      /waits for the customer to approve its repair price$/,
    );

    const priced = await price(id, staff);
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().value.statusCode).toBe('AWAITING_APPROVAL');
    // A second price replaces the first's lines; it is still awaiting the customer's answer.
    const revised = await price(id, staff, [
      ...LINES,
      { kind: 'LABOUR', description: 'Polish', amount: 20.25 },
    ]);
    expect(revised.statusCode, revised.body).toBe(200);
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
    const asResizing = await call(`/JobOrders/${id}/approve`, customer, { serviceType: 'RESIZING' });
    expect(asResizing.statusCode).toBe(400);
    expect(asResizing.json().errorMessages).toEqual([
      { key: 'serviceType', value: 'A repair is approved under the Repair service type' },
    ]);
    const inFrench = await call(`/JobOrders/${id}/approve`, customer, { serviceType: 'RESIZING' }, 'fr');
    expect(inFrench.json().errorMessages[0].value).toBe(
      'Une réparation s’approuve sous le type de service Réparation',
    );
    expect((await orderOf(id)).statusId).toBe(order.statusId);
    const approved = await call(`/JobOrders/${id}/approve`, customer, { serviceType: 'REPAIR' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value.statusCode).toBe('APPROVED');
    // Answered, the price no longer changes; the bench starts.
    const late = await price(id, staff, LINES, 'fr');
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMessages[0].value).toMatch(/^Le client a répondu au prix de JO-/);
    expect((await move(id)).statusCode).toBe(201);

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
    const id = await openRepair();
    await price(id, staff);
    const declined = await call(`/JobOrders/${id}/decline`, customer, { reasonText: 'Too dear for a clasp' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().value.statusCode).toBe('DECLINED');
    expect((await price(id, staff)).statusCode).toBe(409);
  });

  it('is refused with clear errors and changes nothing; a customer may not set it; an unknown job is not found', async () => {
    const id = await openRepair();
    const before = await orderOf(id);
    const bad = await price(id, staff, [{ kind: 'GOLD', description: '', amount: 1.005 }]);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errorMessages.map((m: { key: string }) => m.key)
        .sort(),
    ).toEqual(['lines.0.amount', 'lines.0.description', 'lines.0.kind'].sort());
    expect((await price(id, staff, [])).statusCode).toBe(400);
    expect((await price(id, customer)).statusCode).toBe(403);
    expect((await price(id, other)).statusCode).toBe(403);
    expect(await orderOf(id)).toEqual(before);
    // A job order that is no repair is not priced this way.
    const [plain] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.kind, 'JO')).limit(1);
    const notRepair = await price(plain!.id, staff);
    expect(notRepair.statusCode).toBe(409);
    expect((await price(2_000_000_000, staff)).statusCode).toBe(404);
  });
});
