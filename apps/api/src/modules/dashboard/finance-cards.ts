import type { DashboardBalance } from '@portal/shared/dashboard/get-dashboard-balance-info';
import type { InvoiceSummaryRow } from '@portal/shared/dashboard/schemas';
import type { Language } from '@portal/shared/platform/language';
import { eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerCredits, invoices } from '../finance/tables';
import { entityStatuses } from '../reference/tables';
import { customerCondition, type Scope } from '../../platform/scope';
import { getCustomerFinancialSetting, getInvoices, toCents, centsText } from '../finance/public';
import { cardCustomer, INVOICE_VIEW_PERMISSION, requirePermission } from './access';
import { localName } from '../../platform/language';

const money = (text: string) => Number(text);

/**
 * GET /Dashboard/InvoiceStatusSummary: invoices per status and currency with their total and balance. OVERDUE is
 * read from the due date as the invoice list reads it: an open or partly paid invoice past due counts there only.
 */
export async function getDashboardInvoiceStatusSummary(
  db: Db,
  scope: Scope,
  query: { customerId?: number },
  language: Language,
  today: string,
): Promise<InvoiceSummaryRow[]> {
  requirePermission(scope, INVOICE_VIEW_PERMISSION);
  const customerId = cardCustomer(scope, query.customerId);
  const overdue = sql<boolean>`(${entityStatuses.code} in ('OPEN', 'PARTIALLY_PAID') and ${invoices.dueDate} < ${today}::date)`;
  const code = sql<string>`case when ${overdue} then 'OVERDUE' else ${entityStatuses.code} end`;
  const rows = await db
    .select({
      statusCode: code,
      currencyCode: invoices.currencyCode,
      count: sql<number>`count(*)::int`,
      total: sql<string>`sum(${invoices.amount})::text`,
      balance: sql<string>`sum(${invoices.balance})::text`,
    })
    .from(invoices)
    .innerJoin(entityStatuses, eq(entityStatuses.id, invoices.statusId))
    .where(customerCondition(scope, invoices.customerId, customerId))
    // By position: the status expression carries a parameter (today), which PostgreSQL would not match twice.
    .groupBy(sql`1`, sql`2`);
  const names = await db
    .select({
      code: entityStatuses.code,
      name: entityStatuses.name,
      nameFr: entityStatuses.nameFr,
      rank: entityStatuses.rank,
    })
    .from(entityStatuses)
    .where(eq(entityStatuses.kind, 'INVOICE'));
  const rank = (c: string) => names.find((n) => n.code === c)?.rank ?? 999;
  return rows
    .map((r) => {
      const name = names.find((n) => n.code === r.statusCode);
      return {
        statusCode: r.statusCode,
        statusName: name ? localName(language, name) : r.statusCode,
        currencyCode: r.currencyCode,
        count: r.count,
        total: money(r.total),
        balance: money(r.balance),
      };
    })
    .sort((a, b) => rank(a.statusCode) - rank(b.statusCode) || a.currencyCode.localeCompare(b.currencyCode));
}

/**
 * GET /Dashboard/BalanceInfo: one customer's balances, terms and credit limit come from its financial setting; staff
 * looking at every customer get the sums of the invoice summary and of the credits still to use.
 */
export async function getDashboardBalanceInfo(
  db: Db,
  scope: Scope,
  query: { customerId?: number },
  language: Language,
  today: string,
): Promise<DashboardBalance> {
  requirePermission(scope, INVOICE_VIEW_PERMISSION);
  const customerId = cardCustomer(scope, query.customerId);
  const summary = await getDashboardInvoiceStatusSummary(db, scope, { customerId }, language, today);
  const open = summary.filter((r) => r.balance > 0 && r.statusCode !== 'VOID');
  const openInvoiceCount = open.reduce((n, r) => n + r.count, 0);
  if (customerId !== undefined) {
    const setting = await getCustomerFinancialSetting(db, scope, { customerId }, language, today);
    return {
      customer: setting,
      currencyCode: setting.currencyCode,
      openBalance: setting.openBalance,
      overdueBalance: setting.overdueBalance,
      unappliedCredits: setting.unappliedCredits,
      openInvoiceCount,
    };
  }
  const sum = (rows: InvoiceSummaryRow[]) =>
    Number(centsText(rows.reduce((total, r) => total + toCents(r.balance.toFixed(2)), 0n)));
  const [credits] = await db
    .select({ total: sql<string>`coalesce(sum(${customerCredits.balance}), 0)::text` })
    .from(customerCredits)
    .where(gt(customerCredits.balance, '0'));
  return {
    customer: null,
    currencyCode: summary[0]?.currencyCode ?? 'USD',
    openBalance: sum(open),
    overdueBalance: sum(open.filter((r) => r.statusCode === 'OVERDUE')),
    unappliedCredits: money(credits?.total ?? '0'),
    openInvoiceCount,
  };
}

/** GET /Dashboard/Invoices: the newest invoices through the invoice list itself. */
export function getDashboardInvoices(
  db: Db,
  scope: Scope,
  query: { pageNo: number; pageSize: number; customerId?: number },
  language: Language,
  today: string,
) {
  requirePermission(scope, INVOICE_VIEW_PERMISSION);
  const customerId = cardCustomer(scope, query.customerId);
  return getInvoices(
    db,
    scope,
    {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      filters: customerId !== undefined ? { customerId } : {},
      sortBy: 'date',
      sortAsc: false,
    },
    language,
    today,
  );
}
