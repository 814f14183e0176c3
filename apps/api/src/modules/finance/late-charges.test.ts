// Late charges: the month's percentage of an overdue invoice's balance, exact to the cent, once per month.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInvoiceDetail } from '@portal/shared/finance/get-invoice-detail';
import { saveTradeTerms } from '@portal/shared/trade-credit/save-trade-terms';
import { invoiceLines, invoices, ledgerEntries } from './tables';
import { ledgerDrift, postInvoice } from './public';
import { customerId } from '../../test/fixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { addLateCharges, lateChargeOf } from './late-charges';

let t: TestApp;
let c1002: number;
beforeAll(async () => {
  t = await createTestApp();
  c1002 = await customerId(t.db, 'C1002');
});
afterAll(() => t.close());

describe('late charges', () => {
  it('rounds a charge half away from zero to the cent', () => {
    expect(lateChargeOf('100.00', '1.5')).toBe(1_500_000n);
    expect(lateChargeOf('33.33', '1.5')).toBe(500_000n); // 0.49995 → 0.50
    expect(lateChargeOf('10.10', '2')).toBe(200_000n); // 0.202 → 0.20
  });

  it('adds one line a month to each overdue invoice of a customer with a late charge, never twice', async () => {
    const admin = (await t.login(DEMO.admin)).token;
    const set = await t.send(
      saveTradeTerms,
      {
        params: { id: c1002 },
        body: { creditLimit: '0', graceDays: null, poRequired: false, lateChargePercent: '1.5' },
      },
      { as: { token: admin } },
    );
    expect(set.status).toBe(200);
    const invoice = await t.db.transaction((tx) =>
      postInvoice(
        tx,
        { userId: null, impersonatorId: null },
        {
          customerId: c1002,
          currencyCode: 'USD',
          invoiceDate: '2030-01-01',
          dueDate: '2030-01-31',
          lines: [{ description: 'Ring', quantity: '1', unitPrice: '333.33' }],
        },
      ),
    );
    const notYet = await addLateCharges(t.db, new Date('2030-01-20T02:00:00Z'));
    const linesOf = () => t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    expect(await linesOf()).toHaveLength(1);
    expect(notYet.month).toBe('2030-01');

    await addLateCharges(t.db, new Date('2030-02-01T02:00:00Z'));
    await addLateCharges(t.db, new Date('2030-02-15T02:00:00Z'));
    const lines = await linesOf();
    expect(lines).toHaveLength(2);
    expect(lines[1]!.lineTotal).toBe('5.00'); // 1.5 % of 333.33 = 4.99995
    const [charged] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(charged).toMatchObject({ amount: '338.33', balance: '338.33', subTotal: '338.33' });
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, invoice.id));
    expect(entries.map((e) => e.kind).sort()).toEqual(['INVOICE_CHARGED', 'INVOICE_POSTED']);

    // March: 1.5 % of the new balance.
    await addLateCharges(t.db, new Date('2030-03-01T02:00:00Z'));
    expect((await linesOf())[2]!.lineTotal).toBe('5.07');
    expect(await ledgerDrift(t.db)).toEqual([]);

    // The line reads in the reader's language, on the screen as in the PDF.
    const read = async (language: 'en' | 'fr') =>
      (
        await t.send(
          getInvoiceDetail,
          { params: { id: invoice.id } },
          { as: { token: admin }, headers: { 'accept-language': language } },
        )
      ).value.lines.map((l) => l.description.replace(/\s/g, ' '));
    expect((await read('en'))[1]).toBe('Late charge for February 2030: 1.5% of $333.33 overdue');
    expect((await read('fr'))[1]).toBe('Frais de retard de février 2030 : 1,5 % de 333,33 $US en retard');
  });
});
