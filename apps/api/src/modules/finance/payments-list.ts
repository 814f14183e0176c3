import type { getPaymentsSchemas } from '@portal/shared/finance/get-payments';
import type { PaymentFilters, PaymentListItem, PaymentStatus } from '@portal/shared/finance/schemas';
import type { ParsedBy } from '@portal/shared/platform/contract';
import { and, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { paymentAllocations, payments } from './tables';
import { customerCondition, type Scope } from '../../platform/scope';
import { countPaymentsByStatus } from './list-counts';
import { containsPattern, pageOf } from './list-paging';
import { centsText, moneyNumber, toCents } from './money';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

function paymentConditions(scope: Scope, filters: PaymentFilters) {
  const conditions: (SQL | undefined)[] = [customerCondition(scope, payments.customerId, filters.customerId)];
  if (filters.status?.length) conditions.push(inArray(payments.status, filters.status));
  if (filters.processor?.length) conditions.push(inArray(payments.processor, filters.processor));
  // Dates are days (UTC) of the payment's instant.
  if (filters.dateFrom) conditions.push(gte(payments.paymentDate, new Date(`${filters.dateFrom}T00:00:00Z`)));
  if (filters.dateTo) conditions.push(lt(payments.paymentDate, new Date(nextDay(filters.dateTo))));
  if (filters.number) conditions.push(ilike(payments.code, containsPattern(filters.number)));
  if (filters.invoiceId)
    conditions.push(
      sql`exists (select 1 from ${paymentAllocations} a where a.payment_id = ${payments.id}
        and a.invoice_id = ${filters.invoiceId})`,
    );
  return and(...conditions);
}

/** GET /Payment: the caller's payments (staff: everyone's, or one customer's), newest first; pages from 0 (spec §9). */
export async function getPayments(db: Db, scope: Scope, query: ParsedBy<typeof getPaymentsSchemas>['query']) {
  const where = paymentConditions(scope, query.filters);
  return pageOf(
    query,
    0,
    [payments.paymentDate, payments.id],
    query.sortAsc,
    async () => {
      const counted = await countPaymentsByStatus(db, scope, query.filters);
      if (counted !== null) return counted;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(where);
      return row!.n;
    },
    async (orderBy, limit, offset): Promise<PaymentListItem[]> => {
      const rows = await db
        .select({
          id: payments.id,
          code: payments.code,
          paymentDate: payments.paymentDate,
          amount: payments.amount,
          currencyCode: payments.currencyCode,
          processor: payments.processor,
          status: payments.status,
          cardLabel: payments.cardLabel,
          reference: payments.reference,
          failureCode: payments.failureCode,
          failureMessage: payments.failureMessage,
          customerId: payments.customerId,
          customerName: customers.name,
          accountNumber: customers.accountNumber,
          allocated: sql<string>`(select coalesce(sum(a.amount), 0)::text from ${paymentAllocations} a
            where a.payment_id = ${payments.id})`,
          // An index lookup per allocation: as a join, PostgreSQL may merge-scan the invoices from the first id.
          invoiceNumbers: sql<string[]>`array(select (select i.code from invoices i where i.id = a.invoice_id)
            from ${paymentAllocations} a where a.payment_id = ${payments.id} order by a.invoice_id)`,
        })
        .from(payments)
        .innerJoin(customers, eq(customers.id, payments.customerId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map(({ code, paymentDate, amount, allocated, ...row }) => ({
        ...row,
        number: code,
        date: paymentDate.toISOString(),
        amount: moneyNumber(amount),
        allocated: moneyNumber(allocated),
        unallocated: moneyNumber(centsText(toCents(amount) - toCents(allocated))),
        status: row.status as PaymentStatus,
      }));
    },
  );
}
