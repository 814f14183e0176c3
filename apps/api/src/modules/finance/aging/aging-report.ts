import type { AgingCustomer, AgingReport } from '@portal/shared/finance/statement-schemas';
import type { Language } from '@portal/shared/platform/language';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { memo } from '../../../platform/cache';
import { csvText } from '../../../platform/csv';
import { customers } from '../../customers/tables';
import { centsText, moneyNumber, sumCents, toCents } from '../money';
import { invoices, ledgerEntries } from '../tables';
import { agingNumbers, agingSums, type AgingText } from './buckets';

/**
 * Reports already worked out, by day and by the ledger's last entry: every change of a balance is a ledger entry, so a
 * report made after the same last entry on the same day is the same report (a customer renamed since shows its new
 * name within the minute). Staff opening it at once share one read.
 */
const reports = memo<AgingReport>({ name: 'aging-report', maxEntries: 4 });

/**
 * GET /reports/aging: what each customer owes today, by days past due. One pass over the open invoices (the partial
 * index `invoices_open_idx` holds only those), summed per customer in the database; an invoice without a due date is
 * due on its invoice date. The totals add the customers' exact sums.
 */
export async function getAgingReport(db: Db, today: string): Promise<AgingReport> {
  const [head] = await db.select({ id: sql<string>`max(${ledgerEntries.id})::text` }).from(ledgerEntries);
  return reports.get(db, `${today}|${head?.id ?? ''}`, () => agingReportOf(db, today));
}

async function agingReportOf(db: Db, today: string): Promise<AgingReport> {
  const daysPastDue = sql`(${today}::date - coalesce(${invoices.dueDate}, ${invoices.invoiceDate}))`;
  const perCustomer = db
    .select({ customerId: invoices.customerId, ...agingSums(sql`${invoices.balance}`, daysPastDue) })
    .from(invoices)
    .where(gt(invoices.balance, '0'))
    .groupBy(invoices.customerId)
    .as('aging');
  const rows = await db
    .select({
      customerId: perCustomer.customerId,
      customerName: customers.name,
      accountNumber: customers.accountNumber,
      currencyCode: customers.currencyCode,
      current: perCustomer.current,
      days1to30: perCustomer.days1to30,
      days31to60: perCustomer.days31to60,
      days61to90: perCustomer.days61to90,
      over90: perCustomer.over90,
      total: perCustomer.total,
    })
    .from(perCustomer)
    .innerJoin(customers, eq(customers.id, perCustomer.customerId))
    .orderBy(sql`${perCustomer.total}::numeric desc`, asc(customers.name));
  const list: AgingCustomer[] = rows.map((r) => ({
    customerId: r.customerId,
    customerName: r.customerName,
    accountNumber: r.accountNumber,
    currencyCode: r.currencyCode,
    ...agingNumbers(r),
  }));
  const sumOf = (key: keyof AgingText) => moneyNumber(centsText(sumCents(rows.map((r) => toCents(r[key])))));
  return {
    asOf: today,
    customers: list,
    totals: {
      current: sumOf('current'),
      days1to30: sumOf('days1to30'),
      days31to60: sumOf('days31to60'),
      days61to90: sumOf('days61to90'),
      over90: sumOf('over90'),
      total: sumOf('total'),
    },
  };
}

const WORDS = {
  en: {
    headings: [
      'Account',
      'Customer',
      'Currency',
      'Current',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Total',
    ],
    total: 'Total',
  },
  fr: {
    headings: [
      'Compte',
      'Client',
      'Devise',
      'Non échu',
      '1 à 30 jours',
      '31 à 60 jours',
      '61 à 90 jours',
      'Plus de 90 jours',
      'Total',
    ],
    total: 'Total',
  },
} satisfies Record<Language, { headings: string[]; total: string }>;

/** The report as CSV, headings in the reader's language, amounts with two decimals; the totals last. */
export function agingReportCsv(report: AgingReport, language: Language): string {
  const words = WORDS[language];
  const amounts = (a: AgingReport['totals']) =>
    [a.current, a.days1to30, a.days31to60, a.days61to90, a.over90, a.total].map((v) => v.toFixed(2));
  return csvText([
    words.headings,
    ...report.customers.map((c) => [c.accountNumber, c.customerName, c.currencyCode, ...amounts(c)]),
    [words.total, null, null, ...amounts(report.totals)],
  ]);
}
