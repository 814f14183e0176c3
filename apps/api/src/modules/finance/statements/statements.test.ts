import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAgingReport } from '@portal/shared/finance/get-aging-report';
import { getStatement } from '@portal/shared/finance/get-statement';
import { getStatements } from '@portal/shared/finance/get-statements';
import { createUser, customerId } from '../../../test/fixtures';
import type { Caller, SendInput } from '../../../test/send';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outboxEmails } from '../../../platform/tables';
import { users } from '../../users/tables';
import { issueCredit } from '../ledger/credits';
import type { Actor } from '../ledger/entries';
import { postInvoice } from '../ledger/invoices';
import { postPayment } from '../ledger/payments';
import { getAgingReport as agingOn } from '../aging/aging-report';
import { runScheduledJob } from '../../../platform/scheduled-jobs';
import { monthlyStatementsJob } from './statement-job';
import { mailMonthlyStatements } from './statement-mailing';
import { readStatement } from './statement-data';

// C1005 has no demo receivables: its history here is the test's own.
let t: TestApp;
let customer: number;
let otherCustomer: number;
const actor: Actor = { userId: null, impersonatorId: null };

const invoice = (amount: string, day: string, dueDate: string) =>
  postInvoice(t.db, actor, {
    customerId: customer,
    currencyCode: 'CAD',
    invoiceDate: day,
    dueDate,
    lines: [{ description: 'Band', quantity: '1', unitPrice: amount }],
    createdAt: new Date(`${day}T12:00:00Z`),
  });

let invoiceA: number;

beforeAll(async () => {
  t = await createTestApp();
  customer = await customerId(t.db, 'C1005');
  otherCustomer = await customerId(t.db, 'C1002');
  invoiceA = (await invoice('100.00', '2026-09-10', '2026-10-10')).id;
  await postPayment(t.db, actor, {
    customerId: customer,
    amount: '40.00',
    currencyCode: 'CAD',
    processor: 'CHECK',
    idempotencyKey: 'statement-test-1',
    allocations: [{ invoiceId: invoiceA, amount: '40.00' }],
    paymentDate: new Date('2026-10-05T15:00:00Z'),
  });
  await invoice('250.00', '2026-10-20', '2026-11-19');
  await issueCredit(t.db, actor, {
    customerId: customer,
    kind: 'credit_memo',
    amount: 1500n,
    currencyCode: 'CAD',
    creditDate: '2026-10-25',
    createdAt: new Date('2026-10-25T09:00:00Z'),
  });
});
afterAll(() => t.close());

const statementPdf = (month: string, query: SendInput<typeof getStatement>['query'], as: Caller) =>
  t.send(getStatement, { params: { month }, query }, { as });

describe('a month’s statement', () => {
  it('adds the month’s invoices, payments and credits to the opening balance, exactly', async () => {
    const october = (await readStatement(t.db, customer, '2026-10'))!;
    expect(october.openingBalance).toBe('100.00');
    expect(october.lines.map((l) => [l.section, l.amount])).toEqual([
      ['payment', '-40.00'],
      ['invoice', '250.00'],
      ['credit', '-15.00'],
    ]);
    expect(october.closingBalance).toBe('295.00');
    // At 31 October: 60.00 of A is 21 days past due, B (250.00) is not yet due; the credit is not an invoice.
    expect(october.aging).toEqual({
      current: 250,
      days1to30: 60,
      days31to60: 0,
      days61to90: 0,
      over90: 0,
      total: 310,
    });
    const september = (await readStatement(t.db, customer, '2026-09'))!;
    expect([september.openingBalance, september.closingBalance]).toEqual(['0', '100.00']);
  });

  it('lists the customer’s months with their balances, newest first', async () => {
    const { value } = await t.send(getStatements, { query: { customerId: customer } }, { as: 'admin' });
    const months = value.months;
    expect(months.at(-1)).toMatchObject({ month: '2026-09', openingBalance: 0, closingBalance: 100 });
    expect(months.find((m) => m.month === '2026-10')).toMatchObject({
      openingBalance: 100,
      closingBalance: 295,
    });
    expect(months[0]!.month > months.at(-1)!.month).toBe(true);
  });

  it('answers the PDF in the reader’s language, for staff and for the customer’s own users', async () => {
    for (const language of ['en', 'fr'] as const) {
      const pdf = await t.send(
        getStatement,
        { params: { month: '2026-10' }, query: { customerId: customer } },
        { as: 'admin', language },
      );
      expect(pdf.status).toBe(200);
      expect(pdf.response.headers['content-type']).toContain('application/pdf');
      expect(pdf.response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const own = await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C1005'] });
    const token = (await t.login(own)).token;
    const mine = await statementPdf('2026-10', {}, { token });
    expect(mine.status).toBe(200);
    const list = await t.send(getStatements, {}, { as: { token } });
    expect(list.value.customerId).toBe(customer);
  });

  it('never shows another customer’s statement, and refuses a bad or future month', async () => {
    const viaOther = await t.send(getStatements, { query: { customerId: customer } }, { as: 'other' });
    expect(viaOther.status).toBe(404);
    const pdf = await statementPdf('2026-10', { customerId: customer }, 'other');
    expect(pdf.status).toBe(404);
    expect(pdf.response.json().hasErrors).toBe(true);
    expect((await statementPdf('2026-13', { customerId: 1 }, 'admin')).status).toBe(400);
    expect((await statementPdf('2999-01', { customerId: 1 }, 'admin')).status).toBe(400);
    expect((await statementPdf('2026-10', {}, 'admin')).status).toBe(400);
    expect((await statementPdf('2026-10', { customerId: 999999 }, 'admin')).status).toBe(404);
    expect(otherCustomer).toBeGreaterThan(0);
  });
});

describe('the monthly statements job', () => {
  it('mails every customer with activity once, in each reader’s language, however often it runs', async () => {
    const reader = await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C1005'] });
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.id, reader.id));
    const firstOfNovember = new Date('2026-11-01T02:00:00Z');
    const first = await mailMonthlyStatements(t.app.services, firstOfNovember);
    expect(first.month).toBe('2026-10');
    expect(first.mailed).toBeGreaterThan(0);
    const again = await mailMonthlyStatements(t.app.services, firstOfNovember);
    expect(again.mailed).toBe(0);
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, reader.email), like(outboxEmails.subject, '%relevé%')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Votre relevé de compte de octobre 2026');
    expect(mails[0]!.textBody).toContain('295,00');
  });

  it('runs through the scheduler once a month, on the first', async () => {
    const services = t.app.services;
    expect(
      await runScheduledJob(services, monthlyStatementsJob, new Date('2026-12-01T03:00:00Z')),
    ).toMatchObject({
      ran: false,
    });
    const run = await runScheduledJob(services, monthlyStatementsJob, new Date('2026-12-01T04:30:00Z'));
    expect(run).toMatchObject({ ran: true, summary: { month: '2026-11' } });
    expect(
      await runScheduledJob(services, monthlyStatementsJob, new Date('2026-12-02T04:30:00Z')),
    ).toMatchObject({
      ran: false,
      reason: 'not-due',
    });
  });
});

describe('the aging report', () => {
  it('buckets each customer’s open invoices by days past due, with exact totals', async () => {
    const report = await agingOn(t.db, '2026-12-15');
    const mine = report.customers.find((c) => c.customerId === customer)!;
    // A (60.00) is 66 days past due on 15 December, B (250.00) 26 days.
    expect(mine).toMatchObject({
      current: 0,
      days1to30: 250,
      days31to60: 0,
      days61to90: 60,
      over90: 0,
      total: 310,
    });
    const sum = (key: 'total' | 'over90') =>
      Math.round(report.customers.reduce((s, c) => s + c[key] * 100, 0)) / 100;
    expect(report.totals.total).toBe(sum('total'));
    expect(report.totals.over90).toBe(sum('over90'));
  });

  it('is staff’s: JSON and CSV; a portal user is refused', async () => {
    const { value } = await t.send(getAgingReport, {}, { as: 'admin' });
    expect(value.customers.some((c) => c.customerId === customer)).toBe(true);
    expect((await t.send(getAgingReport, {}, { as: 'customer' })).status).toBe(403);
    const csv = await t.send(getAgingReport, { query: { format: 'csv' } }, { as: 'admin', language: 'fr' });
    expect(csv.status).toBe(200);
    expect(csv.response.headers['content-type']).toContain('text/csv');
    expect(csv.response.body).toContain('Plus de 90 jours');
    expect(csv.response.body).toContain('C1005');
  });
});
