import type { getCustomerCreditsSchemas } from '@portal/shared/finance/get-customer-credits';
import type { CreditFilters, CreditKind, CreditListItem } from '@portal/shared/finance/schemas';
import type { ParsedBy } from '@portal/shared/platform/contract';
import { and, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { customerCredits, invoices, payments } from './tables';
import { notFound } from '../../platform/errors';
import { assertCustomerAccess, customerCondition, type Scope } from '../../platform/scope';
import { containsPattern, pageOf } from './list-paging';
import { centsText, moneyNumber, toCents } from './money';

function creditConditions(scope: Scope, filters: CreditFilters) {
  const conditions: (SQL | undefined)[] = [
    customerCondition(scope, customerCredits.customerId, filters.customerId),
  ];
  if (filters.kind?.length) conditions.push(inArray(customerCredits.kind, filters.kind));
  if (filters.dateFrom) conditions.push(gte(customerCredits.creditDate, filters.dateFrom));
  if (filters.dateTo) conditions.push(lte(customerCredits.creditDate, filters.dateTo));
  if (filters.number) conditions.push(ilike(customerCredits.code, containsPattern(filters.number)));
  if (filters.openOnly) conditions.push(sql`${customerCredits.balance} > 0`);
  return and(...conditions);
}

const sourceInvoices = alias(invoices, 'source_invoice');

/** Customer credits with what they came from, as the list and the credit memo print show them. */
export async function readCredits(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
) {
  const rows = await db
    .select({
      id: customerCredits.id,
      code: customerCredits.code,
      creditDate: customerCredits.creditDate,
      kind: customerCredits.kind,
      amount: customerCredits.amount,
      refunded: customerCredits.refunded,
      balance: customerCredits.balance,
      currencyCode: customerCredits.currencyCode,
      reason: customerCredits.reason,
      customerId: customerCredits.customerId,
      customerName: customers.name,
      accountNumber: customers.accountNumber,
      sourcePaymentNumber: payments.code,
      sourceInvoiceNumber: sourceInvoices.code,
    })
    .from(customerCredits)
    .innerJoin(customers, eq(customers.id, customerCredits.customerId))
    .leftJoin(payments, eq(payments.id, customerCredits.sourcePaymentId))
    .leftJoin(sourceInvoices, eq(sourceInvoices.id, customerCredits.sourceInvoiceId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map(({ code, creditDate, amount, refunded, balance, kind, ...row }): CreditListItem => {
    // What was used on invoices: the amount less what is left and what was paid back.
    const applied = toCents(amount) - toCents(balance) - toCents(refunded);
    return {
      ...row,
      number: code,
      date: creditDate,
      kind: kind as CreditKind,
      amount: moneyNumber(amount),
      applied: moneyNumber(centsText(applied)),
      refunded: moneyNumber(refunded),
      balance: moneyNumber(balance),
    };
  });
}

/** GET /CustomerCredit: the caller's customer credits (staff: everyone's, or one customer's), newest first. */
export async function getCustomerCredits(
  db: Db,
  scope: Scope,
  query: ParsedBy<typeof getCustomerCreditsSchemas>['query'],
) {
  const where = creditConditions(scope, query.filters);
  return pageOf(
    query,
    1,
    [customerCredits.creditDate, customerCredits.id],
    query.sortAsc,
    async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(customerCredits)
        .where(where);
      return row!.n;
    },
    (orderBy, limit, offset) => readCredits(db, where, orderBy, limit, offset),
  );
}

/** A customer credit the caller may see (another customer's is "not found"). */
export async function loadVisibleCredit(db: Db, scope: Scope, id: number): Promise<CreditListItem> {
  const [credit] = await readCredits(db, eq(customerCredits.id, id), [], 1, 0);
  if (!credit) throw notFound('The customer credit');
  assertCustomerAccess(scope, credit.customerId, 'The customer credit');
  return credit;
}
