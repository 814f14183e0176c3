import { getInvoiceDetail } from '@portal/shared/finance/get-invoice-detail';
import { printInvoiceReport } from '@portal/shared/finance/print-invoice-report';
import { getMetalSettings, updateMetalSettings } from '@portal/shared/metal/metal-settings';
import { approveWeight } from '@portal/shared/orders/approve-weight';
import { getJobOrderMetalWeights } from '@portal/shared/orders/get-job-order-metal-weights';
import { recordFinishedWeights } from '@portal/shared/orders/record-finished-weights';
import type { Language } from '@portal/shared/platform/language';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf, invoiceOrder } from '../finance/public';
import { invoiceLines } from '../finance/tables';
import { metalSettings } from '../metal/tables';
import { auditLog, outboxEmails } from '../../platform/tables';
import { pdfText } from '../../test/pdf-text';
import type { Caller, SendInput } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from './order-test-kit';
import { orderItems, orders } from './tables';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
});
afterAll(() => t.close());

const weigh = (
  id: number,
  lines: SendInput<typeof recordFinishedWeights>['body']['lines'],
  as: Caller = 'sales',
) => t.send(recordFinishedWeights, { params: { id }, body: { lines } }, { as });
const approve = (id: number, as: Caller, body: { reason?: string } = {}, language?: Language) =>
  t.send(approveWeight, { params: { id }, body }, { as, language });
const printed = async (id: number, language?: Language) =>
  (await t.send(printInvoiceReport, { params: { id } }, { as: 'customer', language })).response;

/** The job order's metal line as the submission wrote it. */
async function placedLine() {
  const placed = await kit.placeOrder(customer);
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
  return { placed, item: item! };
}

/** Invoices the order as the payment flow does (same function, in a transaction); answers the invoice and its lines. */
async function invoice(orderId: number) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const row = await t.db.transaction((tx) =>
    invoiceOrder(
      tx,
      actorOf({ userId: order!.placedByUserId!, customerId: order!.customerId } as never),
      orderId,
      {
        invoiceDate: '2026-11-28',
      },
    ),
  );
  const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id));
  return { invoice: row, lines };
}

const cents = (text: string) => Math.round(Number(text) * 100);

describe('the estimate kept at submission', () => {
  it('writes the metal weight of one piece, the price per gram and its basis on a made-to-order metal line', async () => {
    const { item } = await placedLine();
    expect(item.metalId).not.toBeNull();
    expect(Number(item.metalWeight)).toBeGreaterThan(0);
    expect(Number(item.metalPricePerGram)).toBeGreaterThan(0);
    expect(item.priceBasis).toMatchObject({ pricePerGram: Number(item.metalPricePerGram) });
  });
});

describe('POST /JobOrders/{id}/finished-weights', () => {
  it('within the tolerance: automatic, and the invoice bills the metal on the finished weight to the cent', async () => {
    const { placed, item } = await placedLine();
    const estimated = Number(item.metalWeight) * item.quantity;
    const grams = Math.round(estimated * 1.03 * 1000) / 1000;
    const res = await weigh(placed.orderId, [{ orderItemId: item.id, grams }]);
    expect(res.status, res.response.body).toBe(200);
    const answer = res.value;
    expect(answer.weightApproval).toBe('automatic');
    expect(answer.lines[0]).toMatchObject({ finishedGrams: grams, locked: false });
    expect(answer.lines[0]!.finishedPriceBasis).not.toBeNull();

    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const [after] = await t.db.select().from(orderItems).where(eq(orderItems.id, item.id));
    const pricePerGram = Number(after!.finishedPricePerGram);
    // In integer arithmetic: cents of the finished metal, of the estimated metal per piece, of the order.
    const finishedMetal = Math.round((Math.round(grams * 1000) * Math.round(pricePerGram * 10000)) / 1e5);
    const unitMetal = Math.round(
      (Math.round(Number(item.metalWeight) * 1000) * Math.round(Number(item.metalPricePerGram) * 10000)) /
        1e5,
    );
    const change = finishedMetal - unitMetal * item.quantity;
    // The order's tax percent applies to what the metal changed, when the order was taxed at all.
    const extraTax = cents(order!.salesTaxValue)
      ? Math.round((change * Number(order!.salesTaxPercent)) / 100)
      : 0;
    const expected = cents(order!.grandTotal) + change + extraTax;
    const { invoice: billed, lines } = await invoice(placed.orderId);
    expect(lines).toHaveLength(2);
    expect(cents(lines[1]!.lineTotal)).toBe(finishedMetal);
    expect(lines[1]!.description).toContain(`finished weight ${grams.toFixed(3)} g`);
    expect(lines[1]!.description).toContain('+3.00 %');
    expect(cents(billed.amount)).toBe(expected);
    // Once invoiced, the weights are settled.
    const late = await weigh(placed.orderId, [{ orderItemId: item.id, grams }]);
    expect(late.status).toBe(409);
  });

  it('beyond the tolerance: pending, the customer is mailed, the invoice waits; approved, it bills the finished weight', async () => {
    const { placed, item } = await placedLine();
    const grams = Math.round(Number(item.metalWeight) * item.quantity * 1.2 * 1000) / 1000;
    const res = await weigh(placed.orderId, [{ orderItemId: item.id, grams }]);
    expect(res.value.weightApproval).toBe('pending');
    expect(res.value.amountDifference).toBeGreaterThan(0);
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `${placed.order_code}: please approve the finished metal weight`));
    expect(mail?.toAddress).toBe(DEMO.customer.email);
    await expect(invoice(placed.orderId)).rejects.toThrow(/awaits the customer's approval/);

    // Another customer cannot see it, let alone approve it; a read-only user may not approve.
    const weights = (as: Caller) =>
      t.send(getJobOrderMetalWeights, { params: { id: placed.orderId } }, { as });
    expect((await approve(placed.orderId, 'other')).status).toBe(404);
    expect((await weights('other')).status).toBe(404);
    expect((await approve(placed.orderId, 'viewer')).status).toBe(403);

    const approved = await approve(placed.orderId, 'customer');
    expect(approved.status, approved.response.body).toBe(200);
    expect(approved.value.weightApproval).toBe('approved');
    expect((await approve(placed.orderId, 'customer')).status).toBe(409);
    const seen = (await weights('customer')).value;
    expect(seen.lines[0]).toMatchObject({ finishedGrams: grams, differencePercent: 20 });
    const { invoice: billed, lines } = await invoice(placed.orderId);
    expect(lines.map((l) => l.description).join(' ')).toContain(`finished weight ${grams.toFixed(3)} g`);
    // The printed invoice says it too, with the estimate and the difference.
    const pdf = await printed(billed.id);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`finished weight ${grams.toFixed(3)} g`);
    expect(text).toContain('+20.00 %');
  });

  it('staff override a pending approval only with a reason, audited', async () => {
    const { placed, item } = await placedLine();
    await weigh(placed.orderId, [
      { orderItemId: item.id, grams: Math.round(Number(item.metalWeight) * item.quantity * 800) / 1000 },
    ]);
    const bare = await approve(placed.orderId, 'sales');
    expect(bare.status).toBe(400);
    const done = await approve(placed.orderId, 'sales', { reason: 'Agreed by phone with the buyer' });
    expect(done.value.weightApproval).toBe('overridden');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.weight_override'), eq(auditLog.entityId, String(placed.orderId))))
      .orderBy(desc(auditLog.id));
    expect(entry?.details).toMatchObject({ reason: 'Agreed by phone with the buyer' });
  });

  it('refuses bad input and changes nothing', async () => {
    const { placed, item } = await placedLine();
    for (const lines of [
      [{ orderItemId: item.id, grams: 0 }],
      [{ orderItemId: item.id, grams: -2 }],
      [{ orderItemId: item.id, grams: 1.2345 }],
      [],
    ])
      expect((await weigh(placed.orderId, lines)).status).toBe(400);
    const { item: foreign } = await placedLine();
    const wrong = await weigh(placed.orderId, [{ orderItemId: foreign.id, grams: 3 }]);
    expect(wrong.status).toBe(400);
    expect((await weigh(placed.orderId, [{ orderItemId: item.id, grams: 3 }], 'customer')).status).toBe(403);
    const fr = await approve(placed.orderId, 'customer', {}, 'fr');
    expect(fr.status).toBe(409);
    expect(fr.response.body).toContain('Aucun poids final');
    const [unchanged] = await t.db.select().from(orderItems).where(eq(orderItems.id, item.id));
    expect(unchanged!.finishedWeight).toBeNull();
  });
});

describe('the invoice’s metal lines', () => {
  it('are worded in the reader’s language when read: the screen and the PDF in French, the screen in English', async () => {
    const { placed, item } = await placedLine();
    const grams = Math.round(Number(item.metalWeight) * item.quantity * 1.02 * 1000) / 1000;
    const weighed = await weigh(placed.orderId, [{ orderItemId: item.id, grams }]);
    expect(weighed.status, weighed.response.body).toBe(200);
    const { invoice: billed, lines: stored } = await invoice(placed.orderId);
    const read = async (language: Language) => {
      const res = await t.send(getInvoiceDetail, { params: { id: billed.id } }, { as: 'customer', language });
      expect(res.status, res.response.body).toBe(200);
      return res.value.lines;
    };
    const fr = await read('fr');
    expect(fr).toHaveLength(2);
    expect(fr[0]!.description).toContain('hors métal (facturé au poids final ci-dessous)');
    expect(fr[1]!.description).toContain(`poids final ${grams.toFixed(3).replace('.', ',')} g · `);
    // The finished weight in the trade's three units, through the conversion table.
    expect(fr[1]!.description).toMatch(/ g · \d+,\d{3} dwt · \d+,\d{4} oz t \(estimé /);
    expect(fr[1]!.description).toMatch(/\(estimé [\d,]+ g, \+[\d,]+ g, \+\d,\d\d %\)/);
    expect(fr[1]!.description).toMatch(/Fixing (AM|PM) |prix fixé par nos soins le /);
    const en = await read('en');
    expect(en[0]!.description).toContain('without its metal (billed on the finished weight below)');
    expect(en[1]!.description).toContain(`finished weight ${grams.toFixed(3)} g`);
    expect(en[1]!.description).toMatch(/\(estimated [\d.]+ g, \+[\d.]+ g, \+\d\.\d\d %\)/);
    expect(en[1]!.description).toMatch(/ (AM|PM) fixing, |, price set by staff on /);
    // The words change with the reader; the amounts and what the invoice keeps do not.
    expect(en.map((l) => l.lineTotal)).toEqual(fr.map((l) => l.lineTotal));
    const [kept] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.id, stored[1]!.id));
    expect(kept!.description).toBe(stored[1]!.description);

    const pdf = await printed(billed.id, 'fr');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`poids final ${grams.toFixed(3).replace('.', ',')} g`);
    expect(text).toContain('hors métal');
    expect(text).toMatch(/\d,\d{3} dwt/);
  });
});

describe('GET and PUT /metal-settings', () => {
  it('staff read and change the tolerance, audited; it holds for the next weights', async () => {
    const read = await t.send(getMetalSettings, {}, { as: 'sales' });
    expect(read.value).toMatchObject({ weightTolerancePercent: 5, lockHours: 48 });
    expect((await t.send(getMetalSettings, {}, { as: 'customer' })).status).toBe(403);
    const change = (body: SendInput<typeof updateMetalSettings>['body']) =>
      t.send(updateMetalSettings, { body }, { as: 'sales' });
    const bad = await change({ weightTolerancePercent: 120, lockHours: 0, lockCapGrams: -1 });
    expect(bad.status).toBe(400);
    const put = await change({ weightTolerancePercent: 25, lockHours: 24, lockCapGrams: 250.5 });
    expect(put.status, put.response.body).toBe(200);
    expect(put.value).toMatchObject({
      weightTolerancePercent: 25,
      lockHours: 24,
      lockCapGrams: 250.5,
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'metal.settings'));
    expect(audit?.details).toMatchObject({ after: { weightTolerancePercent: 25 } });

    const { placed, item } = await placedLine();
    const res = await weigh(placed.orderId, [
      { orderItemId: item.id, grams: Math.round(Number(item.metalWeight) * item.quantity * 1200) / 1000 },
    ]);
    expect(res.value.weightApproval).toBe('automatic');
    await t.db.update(metalSettings).set({ weightTolerancePercent: '5', lockHours: 48, lockCapGrams: '500' });
  });
});
