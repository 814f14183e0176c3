import type { getInvoicesSchemas } from '@portal/shared/finance/get-invoices';
import type {
  CreditKind,
  InvoiceDetail,
  InvoiceFilters,
  InvoiceListItem,
  InvoiceStatusCode,
} from '@portal/shared/finance/schemas';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import {
  creditApplications,
  customerCredits,
  invoiceLines,
  invoices,
  ledgerEntries,
  paymentAllocations,
  payments,
} from './tables';
import { orders } from '../orders/tables';
import { qualified } from '../../db/query-rows';
import { notFound } from '../../platform/errors';
import { assertCustomerAccess, customerCondition, type Scope } from '../../platform/scope';
import { statusesOfKind } from '../orders/public';
import { placeCodes } from '../reference/public';
import { statusIdsByCode } from './ledger/entries';
import { lateChargeWordsOf } from './late-charges';
import { metalLineWordsOf } from './metal-invoice-lines';
import { countInvoicesByStatus } from './list-counts';
import { containsPattern, pageOf } from './list-paging';
import { moneyNumber } from './money';
import { localName } from '../../platform/language';

type StatusIds = Record<string, number>;

/** spec §7 GET /invoices filters as SQL; OVERDUE is an open or partly paid invoice whose due date has passed. */
function invoiceConditions(scope: Scope, filters: InvoiceFilters, statuses: StatusIds, today: string) {
  const conditions: (SQL | undefined)[] = [customerCondition(scope, invoices.customerId, filters.customerId)];
  const overdue = sql`${invoices.dueDate} < ${today}::date`;
  const notOverdue = sql`(${invoices.dueDate} is null or ${invoices.dueDate} >= ${today}::date)`;
  const byStatus: Record<InvoiceStatusCode, SQL> = {
    OPEN: and(eq(invoices.statusId, statuses.OPEN!), notOverdue)!,
    PARTIALLY_PAID: and(eq(invoices.statusId, statuses.PARTIALLY_PAID!), notOverdue)!,
    OVERDUE: and(inArray(invoices.statusId, [statuses.OPEN!, statuses.PARTIALLY_PAID!]), overdue)!,
    PAID: eq(invoices.statusId, statuses.PAID!),
    VOID: eq(invoices.statusId, statuses.VOID!),
  };
  if (filters.status?.length) conditions.push(or(...filters.status.map((code) => byStatus[code])));
  if (filters.dateFrom) conditions.push(gte(invoices.invoiceDate, filters.dateFrom));
  if (filters.dateTo) conditions.push(lte(invoices.invoiceDate, filters.dateTo));
  if (filters.number) conditions.push(ilike(invoices.code, containsPattern(filters.number)));
  if (filters.openOnly) conditions.push(sql`${invoices.balance} > 0`);
  if (filters.minBalance) conditions.push(gte(invoices.balance, filters.minBalance));
  return and(...conditions);
}

const SORT_COLUMNS = {
  date: [invoices.invoiceDate, invoices.id],
  dueDate: [invoices.dueDate, invoices.id],
  number: [invoices.code],
  total: [invoices.amount, invoices.id],
  balance: [invoices.balance, invoices.id],
} as const;

/**
 * What a list row and the detail read of an invoice (from invoices joined to customers). The status is named from the
 * statuses already read, and the order's number is a subquery: a page of ten rows was planned for longer than it ran
 * with two more joins.
 */
function invoiceColumns() {
  return {
    id: invoices.id,
    code: invoices.code,
    invoiceDate: invoices.invoiceDate,
    dueDate: invoices.dueDate,
    statusId: invoices.statusId,
    customerId: invoices.customerId,
    customerName: customers.name,
    accountNumber: customers.accountNumber,
    orderId: invoices.orderId,
    orderCode: sql<
      string | null
    >`(select ${orders.code} from ${orders} where ${orders.id} = ${qualified(invoices.orderId)})`,
    poNumber: invoices.poNumber,
    amount: invoices.amount,
    balance: invoices.balance,
    currencyCode: invoices.currencyCode,
  };
}

interface InvoiceRowRead {
  id: number;
  code: string;
  invoiceDate: string;
  dueDate: string | null;
  statusId: number;
  customerId: number;
  customerName: string;
  accountNumber: string;
  orderId: number | null;
  orderCode: string | null;
  poNumber: string | null;
  amount: string;
  balance: string;
  currencyCode: string;
}

function listItem(row: InvoiceRowRead, today: string, statuses: InvoiceStatuses): InvoiceListItem {
  const status = statuses.byId.get(row.statusId) ?? { code: 'OPEN', name: '' };
  const overdue =
    (status.code === 'OPEN' || status.code === 'PARTIALLY_PAID') &&
    row.dueDate !== null &&
    row.dueDate < today;
  const total = moneyNumber(row.amount);
  const balance = moneyNumber(row.balance);
  return {
    id: row.id,
    number: row.code,
    date: row.invoiceDate,
    dueDate: row.dueDate,
    statusCode: (overdue ? 'OVERDUE' : status.code) as InvoiceStatusCode,
    statusName: overdue ? statuses.overdueName : status.name,
    customerId: row.customerId,
    customerName: row.customerName,
    accountNumber: row.accountNumber,
    orderId: row.orderId,
    orderCode: row.orderCode,
    poNumber: row.poNumber,
    total,
    paid: Math.round((total - balance) * 100) / 100,
    balance,
    currencyCode: row.currencyCode,
  };
}

type InvoiceStatuses = Awaited<ReturnType<typeof invoiceStatuses>>;

/**
 * The invoice statuses' ids by code, their codes and names (in the language) by id, and the name of OVERDUE (a status
 * read from the due date).
 */
async function invoiceStatuses(db: Db, language: Language) {
  // Read once a minute and within the content generation, as the order lists read theirs (a rename bumps it).
  const rows = await statusesOfKind(db, 'INVOICE');
  const named = (row: (typeof rows)[number]) => localName(language, row);
  const overdue = rows.find((row) => row.code === 'OVERDUE');
  return {
    ids: statusIdsByCode(rows),
    byId: new Map(rows.map((row) => [row.id, { code: row.code, name: named(row) }])),
    overdueName: overdue ? named(overdue) : 'Overdue',
  };
}

/** GET /invoices: the caller's invoices (staff: everyone's, or one customer's), newest first by default. */
export async function getInvoices(
  db: Db,
  scope: Scope,
  query: ParsedBy<typeof getInvoicesSchemas>['query'],
  language: Language,
  today: string,
) {
  const statuses = await invoiceStatuses(db, language);
  const where = invoiceConditions(scope, query.filters, statuses.ids, today);
  return pageOf(
    query,
    1,
    [...SORT_COLUMNS[query.sortBy]],
    query.sortAsc,
    async () => {
      const counted = await countInvoicesByStatus(db, scope, query.filters, statuses.ids, today);
      if (counted !== null) return counted;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(invoices)
        .where(where);
      return row!.n;
    },
    async (orderBy, limit, offset) => {
      const rows = await db
        .select(invoiceColumns())
        .from(invoices)
        .innerJoin(customers, eq(customers.id, invoices.customerId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => listItem(row, today, statuses));
    },
  );
}

/** An invoice the caller may see; another customer's is "not found" (never forbidden). */
export async function loadVisibleInvoice(db: Db, scope: Scope, id: number) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) throw notFound('The invoice');
  assertCustomerAccess(scope, invoice.customerId, 'The invoice');
  return invoice;
}

/** GET /invoices/{id}: the invoice with its lines, totals, bill-to address and what paid it. */
export async function getInvoiceDetail(
  db: Db,
  scope: Scope,
  id: number,
  language: Language,
  today: string,
): Promise<InvoiceDetail> {
  const invoice = await loadVisibleInvoice(db, scope, id);
  const details = await readInvoiceDetails(db, [invoice.id], language, today);
  return details[0]!;
}

/** Several invoices in full, in the order asked (the PDFs read them in batches through this). */
export async function readInvoiceDetails(
  db: Db,
  ids: number[],
  language: Language,
  today: string,
): Promise<InvoiceDetail[]> {
  if (ids.length === 0) return [];
  const statuses = await invoiceStatuses(db, language);
  const rows = await db
    .select({
      ...invoiceColumns(),
      notes: invoices.notes,
      billTo: invoices.billTo,
      subTotal: invoices.subTotal,
      discountValue: invoices.discountValue,
      shippingPrice: invoices.shippingPrice,
      salesTaxValue: invoices.salesTaxValue,
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(inArray(invoices.id, ids));
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, ids))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.rank));
  const currencies = new Map(rows.map((row) => [row.id, row.currencyCode]));
  const currencyOf = (id: number) => currencies.get(id) ?? 'USD';
  const [metalWords, lateWords] = await Promise.all([
    metalLineWordsOf(db, lines, language, currencyOf),
    lateChargeWordsOf(db, lines, language, currencyOf),
  ]);
  const reversedAllocation = sql<boolean>`exists (select 1 from ${ledgerEntries} e where e.kind = 'REVERSAL'
    and e.allocation_id = ${paymentAllocations.id})`;
  const paid = await db
    .select({
      invoiceId: paymentAllocations.invoiceId,
      paymentId: payments.id,
      number: payments.code,
      date: payments.paymentDate,
      processor: payments.processor,
      cardLabel: payments.cardLabel,
      amount: paymentAllocations.amount,
      reversed: reversedAllocation,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(inArray(paymentAllocations.invoiceId, ids), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.paymentDate), asc(payments.id));
  const reversedApplication = sql<boolean>`exists (select 1 from ${ledgerEntries} e where e.kind = 'REVERSAL'
    and e.application_id = ${creditApplications.id})`;
  const credited = await db
    .select({
      invoiceId: creditApplications.invoiceId,
      creditId: customerCredits.id,
      number: customerCredits.code,
      kind: customerCredits.kind,
      date: creditApplications.appliedAt,
      amount: creditApplications.amount,
      reversed: reversedApplication,
    })
    .from(creditApplications)
    .innerJoin(customerCredits, eq(customerCredits.id, creditApplications.creditId))
    .where(inArray(creditApplications.invoiceId, ids))
    .orderBy(asc(creditApplications.appliedAt), asc(creditApplications.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // The bill-to copy keeps names; its codes say in which order it prints (reference/place-codes.ts).
  const places = new Map(
    await Promise.all(
      rows.map(
        async (row) => [row.id, await placeCodes(db, row.billTo?.country, row.billTo?.state)] as const,
      ),
    ),
  );
  return ids.flatMap((invoiceId) => {
    const row = byId.get(invoiceId);
    if (!row) return [];
    return [
      {
        ...listItem(row, today, statuses),
        notes: row.notes,
        billTo: row.billTo && { ...row.billTo, ...places.get(row.id) },
        subTotal: moneyNumber(row.subTotal),
        discountValue: moneyNumber(row.discountValue),
        shippingPrice: moneyNumber(row.shippingPrice),
        salesTaxValue: moneyNumber(row.salesTaxValue),
        lines: lines
          .filter((l) => l.invoiceId === invoiceId)
          .map((l) => ({
            id: l.id,
            code: l.code,
            description: metalWords.get(l.id) ?? lateWords.get(l.id) ?? l.description,
            quantity: Number(l.quantity),
            unitPrice: moneyNumber(l.unitPrice),
            lineTotal: moneyNumber(l.lineTotal),
          })),
        payments: paid
          .filter((p) => p.invoiceId === invoiceId)
          .map(({ invoiceId: _, date, amount, ...p }) => ({
            ...p,
            date: date.toISOString(),
            amount: moneyNumber(amount),
          })),
        credits: credited
          .filter((c) => c.invoiceId === invoiceId)
          .map(({ invoiceId: _, date, amount, kind, ...c }) => ({
            ...c,
            kind: kind as CreditKind,
            date: date.toISOString(),
            amount: moneyNumber(amount),
          })),
      },
    ];
  });
}
