import type { AgingAmounts, StatementMonthItem } from '@portal/shared/finance/statement-schemas';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customers } from '../../customers/tables';
import { agingNumbers, agingSums } from '../aging/buckets';
import { centsText, moneyNumber, toCents } from '../money';
import { customerCredits, invoices, ledgerEntries, payments } from '../tables';

/**
 * A statement is read from the receivables ledger (docs/payments.md §5), which is only ever appended: what a customer
 * owes at an instant is Σ (invoice change − credit change) of its entries posted before it, so a month's statement
 * reads the same whenever it is asked for again, and opening balance + the month's lines = closing balance exactly.
 */

/** 'YYYY-MM' → its first day and the first day of the next month (UTC). */
export function monthBounds(month: string): { start: string; end: string; lastDay: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, m - 1, 1));
  const end = new Date(Date.UTC(year, m, 1));
  const lastDay = new Date(end.getTime() - 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { start: day(start), end: day(end), lastDay: day(lastDay) };
}

export const monthOf = (instant: Date) => instant.toISOString().slice(0, 7);

/** The month before the one of `instant` ('2026-12-01T…' → '2026-11'). */
export function previousMonth(instant: Date): string {
  return monthOf(new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() - 1, 1)));
}

const net = sql`(${ledgerEntries.invoiceChange} - ${ledgerEntries.creditChange})`;
const at = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;

/** What the customer owed at the start of `day` (UTC): open invoices less unused credits. */
async function balanceBefore(db: Db, customerId: number, day: string): Promise<string> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${net}), 0)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.customerId, customerId), lt(ledgerEntries.postedAt, at(day))));
  return row!.balance;
}

export type StatementSection = 'invoice' | 'payment' | 'credit';

export interface StatementLine {
  section: StatementSection;
  date: string;
  reference: string;
  /** What the line changed the balance by: an invoice adds, a payment or a credit takes away. */
  amount: string;
}

export interface Statement {
  customerId: number;
  customerName: string;
  accountNumber: string;
  currencyCode: string;
  month: string;
  lastDay: string;
  openingBalance: string;
  closingBalance: string;
  lines: StatementLine[];
  aging: AgingAmounts;
}

/**
 * The month's lines: the ledger's entries of the month grouped by the document that made them (an invoice posted or
 * voided, a payment with what it paid and any overpayment, a credit issued or refunded). A credit applied to an
 * invoice moves nothing between them and the customer, so it nets to zero and is left out.
 */
async function statementLines(
  db: Db,
  customerId: number,
  start: string,
  end: string,
): Promise<StatementLine[]> {
  const section = sql<StatementSection>`case
    when ${ledgerEntries.paymentId} is not null then 'payment'
    when ${ledgerEntries.creditId} is null then 'invoice'
    else 'credit' end`;
  const reference = sql<string>`coalesce(${payments.code}, ${customerCredits.code}, ${invoices.code})`;
  const rows = await db
    .select({
      section,
      reference,
      date: sql<string>`to_char(min(${ledgerEntries.postedAt}) at time zone 'UTC', 'YYYY-MM-DD')`,
      amount: sql<string>`sum(${net})::text`,
    })
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(customerCredits, eq(customerCredits.id, ledgerEntries.creditId))
    .leftJoin(invoices, eq(invoices.id, ledgerEntries.invoiceId))
    .where(
      and(
        eq(ledgerEntries.customerId, customerId),
        gte(ledgerEntries.postedAt, at(start)),
        lt(ledgerEntries.postedAt, at(end)),
      ),
    )
    .groupBy(section, reference)
    .having(sql`sum(${net}) <> 0`)
    .orderBy(sql`min(${ledgerEntries.postedAt})`, reference);
  return rows;
}

/** The invoices open at the end of `lastDay`, aged on that day by days past their due date. */
async function agingAt(db: Db, customerId: number, lastDay: string, end: string): Promise<AgingAmounts> {
  const open = db
    .select({
      due: sql<string>`coalesce(${invoices.dueDate}, ${invoices.invoiceDate})`.as('due'),
      balance: sql<string>`sum(${ledgerEntries.invoiceChange})`.as('balance'),
    })
    .from(ledgerEntries)
    .innerJoin(invoices, eq(invoices.id, ledgerEntries.invoiceId))
    .where(and(eq(ledgerEntries.customerId, customerId), lt(ledgerEntries.postedAt, at(end))))
    .groupBy(invoices.id)
    .having(sql`sum(${ledgerEntries.invoiceChange}) <> 0`)
    .as('open_invoices');
  const [row] = await db
    .select(agingSums(sql`${open.balance}`, sql`(${lastDay}::date - ${open.due})`))
    .from(open);
  return agingNumbers(row!);
}

/** A customer's statement of one month. */
export async function readStatement(db: Db, customerId: number, month: string): Promise<Statement | null> {
  const [customer] = await db
    .select({
      name: customers.name,
      accountNumber: customers.accountNumber,
      currencyCode: customers.currencyCode,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return null;
  const { start, end, lastDay } = monthBounds(month);
  const [opening, lines, aging] = await Promise.all([
    balanceBefore(db, customerId, start),
    statementLines(db, customerId, start, end),
    agingAt(db, customerId, lastDay, end),
  ]);
  const closing = lines.reduce((sum, line) => sum + toCents(line.amount), toCents(opening));
  return {
    customerId,
    customerName: customer.name,
    accountNumber: customer.accountNumber,
    currencyCode: customer.currencyCode,
    month,
    lastDay,
    openingBalance: opening,
    closingBalance: centsText(closing),
    lines,
    aging,
  };
}

/**
 * The months a customer has a statement for: from the month of its first ledger entry to the current one, newest
 * first, each with its opening and closing balance (running sums of the months' changes).
 */
export async function statementMonthsOf(
  db: Db,
  customerId: number,
  currencyCode: string,
  currentMonth: string,
): Promise<StatementMonthItem[]> {
  const changes = await db
    .select({
      month: sql<string>`to_char(${ledgerEntries.postedAt} at time zone 'UTC', 'YYYY-MM')`,
      change: sql<string>`sum(${net})::text`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.customerId, customerId))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  if (changes.length === 0) return [];
  const byMonth = new Map(changes.map((c) => [c.month, toCents(c.change)]));
  const months: StatementMonthItem[] = [];
  let balance = 0n;
  for (let month = changes[0]!.month; month <= currentMonth; month = nextMonth(month)) {
    const closing = balance + (byMonth.get(month) ?? 0n);
    months.push({
      month,
      openingBalance: moneyNumber(centsText(balance)),
      closingBalance: moneyNumber(centsText(closing)),
      currencyCode,
    });
    balance = closing;
  }
  return months.reverse();
}

const nextMonth = (month: string) => monthBounds(month).end.slice(0, 7);
