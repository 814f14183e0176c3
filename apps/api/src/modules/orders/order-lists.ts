import type {
  FilterValue,
  OrderListItem,
  OrderSort,
  OrderTab,
  Paged,
  SubmittedOrderKind,
} from '@portal/shared';
import type { Language } from '@portal/shared/platform/language';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  ne,
  or,
  type Placeholder,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDatabase, qualified } from '../../db/query-rows';
import { customers } from '../customers/tables';
import { orderItems, orderNotes, orders, orderStatusCounts } from './tables';
import { entityStatuses } from '../reference/tables';
import { jobMetalLossFlags } from '../metal/public';
import { invalid } from '../../platform/errors';
import { paginated } from '../../platform/paging';
import { isStaff, type Scope, scopedCustomerId } from '../../platform/scope';
import { STATUS_KIND } from './order-kind';
import { allServiceTypes, statusesOfKind } from './reference-cache';
import { localName } from '../../platform/language';

export interface OrderListRequest {
  kind: SubmittedOrderKind;
  pageNo: number;
  pageSize: number;
  /** 0 for job orders, 1 for the other lists (spec §9). */
  pageBase: 0 | 1;
  tab?: OrderTab;
  openClosed?: 'ALL' | 'OPEN' | 'CLOSED';
  statusCode?: string;
  customerId?: number;
  /** Job services: the job orders approved under one service type. */
  serviceTypeId?: number;
  search?: string;
  dateFrom?: string;
  dateTo?: string;
  sortBy: OrderSort;
  sortAsc: boolean;
}

/** The `filters` JSON of the list calls, merged under the explicit query parameters. */
export function listRequestFrom(
  kind: SubmittedOrderKind,
  pageBase: 0 | 1,
  query: Partial<Omit<OrderListRequest, 'kind' | 'pageBase'>> & { pageNo: number; pageSize: number },
  filters: Record<string, FilterValue>,
): OrderListRequest {
  const text = (key: string) => {
    const value = filters[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const number = (key: string) => (typeof filters[key] === 'number' ? (filters[key] as number) : undefined);
  const tab = query.tab ?? (text('tab') as OrderTab | undefined);
  if (tab && !['new', 'processing', 'closed', 'all'].includes(tab)) throw invalid('tab', 'Unknown tab');
  return {
    kind,
    pageBase,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    tab,
    openClosed: query.openClosed,
    statusCode: query.statusCode ?? text('statusCode') ?? text('status'),
    customerId: query.customerId ?? number('customerId'),
    search: query.search ?? text('search'),
    dateFrom: query.dateFrom ?? text('dateFrom'),
    dateTo: query.dateTo ?? text('dateTo'),
    sortBy: query.sortBy ?? 'orderDate',
    sortAsc: query.sortAsc ?? false,
  };
}

const SORT_COLUMNS: Record<OrderSort, AnyPgColumn> = {
  orderDate: orders.orderDate,
  code: orders.code,
  grandTotal: orders.grandTotal,
  dueDate: orders.dueDate,
  customerName: customers.name,
  status: entityStatuses.rank,
};

/**
 * The job order, sales order and price quote lists (spec §4): a tab or the open/closed filter, one status, the
 * caller's customers, a search over code, PO number and customer; newest first by default. The item count comes from
 * order_status_counts unless the request searches; pages past the middle are read from the other end of the index,
 * so the last page costs what the first does.
 */
export async function listOrders(
  db: Db,
  scope: Scope,
  request: OrderListRequest,
  language: Language,
): Promise<Paged<OrderListItem>> {
  const statuses = await statusesOfKind(db, STATUS_KIND[request.kind]);
  const wanted = statuses.filter(
    (s) =>
      (!request.tab || request.tab === 'all' || s.listGroup === request.tab) &&
      (request.openClosed !== 'OPEN' || !s.isClosed) &&
      (request.openClosed !== 'CLOSED' || s.isClosed) &&
      (!request.statusCode || s.code === request.statusCode.toUpperCase()),
  );
  if (request.statusCode && !statuses.some((s) => s.code === request.statusCode!.toUpperCase()))
    throw invalid('statusCode', 'This status does not exist');
  const statusId = wanted[0]?.id ?? -1;
  const exactCount = Boolean(
    request.search?.trim() || request.dateFrom || request.dateTo || request.serviceTypeId,
  );
  const where = and(
    ...filterConditions(scope, request, (_name, value) => value, statusId),
    ...(exactCount ? exactFilterConditions(scope, request) : []),
  );
  const countMatching = () =>
    exactCount
      ? countMatches(db, where)
      : countFromSummary(
          db,
          scope,
          request,
          wanted.map((s) => s.id),
        );
  const readPage = (ascending: boolean, page: { limit: number; offset: number }) =>
    exactCount
      ? pageQuery(db, scope, request.sortBy, ascending, where).limit(page.limit).offset(page.offset)
      : preparedPageQuery(db, scope, request, ascending).execute({
          kind: request.kind,
          customerId: scopedCustomerId(scope, request.customerId),
          tab: request.tab,
          statusId,
          ...page,
        });

  const offset = (request.pageNo - request.pageBase) * request.pageSize;
  // The first page, the one asked most, needs no count to be read: the page and the count go at once.
  const [itemCount, firstRows] = await Promise.all([
    countMatching(),
    offset === 0 ? readPage(request.sortAsc, { limit: request.pageSize, offset: 0 }) : null,
  ]);
  if (offset >= itemCount) return paginated([], itemCount, request);
  // Past the middle, read backwards from the end: same rows, a short index walk instead of a long one.
  const fromEnd = offset > itemCount / 2;
  const limit = Math.min(request.pageSize, itemCount - offset);
  const rows =
    firstRows ??
    (await readPage(request.sortAsc !== fromEnd, {
      limit,
      offset: fromEnd ? itemCount - offset - limit : offset,
    }));
  const types = await allServiceTypes(db);
  const named = (row: { name: string; nameFr: string } | undefined) =>
    row ? localName(language, row) : null;
  if (fromEnd) rows.reverse();
  const lossFlagged =
    request.kind === 'JO' && isStaff(scope)
      ? await jobMetalLossFlags(
          db,
          rows.map((r) => r.order.id),
        )
      : null;
  return paginated(
    rows.map((r) => ({
      id: r.order.id,
      ...(r.order.kind === 'JO' ? { jobID: r.order.id } : {}),
      ...(r.order.kind === 'PQ' ? { ID: r.order.id } : {}),
      kind: r.order.kind,
      code: r.order.code,
      orderDate: r.order.orderDate.toISOString(),
      dueDate: r.order.dueDate,
      statusId: r.order.statusId,
      statusCode: statuses.find((st) => st.id === r.order.statusId)?.code ?? '',
      statusName: named(statuses.find((st) => st.id === r.order.statusId)) ?? '',
      listGroup: r.order.listGroup,
      customerId: r.order.customerId,
      customerName: r.customerName,
      accountNumber: r.accountNumber,
      poNumber: r.order.poNumber,
      familyOrder: r.order.placedVia === 'family',
      grandTotal: Number(r.order.grandTotal),
      currencyCode: r.order.currencyCode,
      itemCount: r.itemCount,
      noteCount: r.noteCount,
      serviceTypeName: named(types.find((t) => t.id === r.order.serviceTypeId)),
      ...(lossFlagged ? { metalLossFlagged: lossFlagged.has(r.order.id) } : {}),
    })),
    itemCount,
    request,
  );
}

/** A value of the query, or in a prepared query the placeholder its value fills. */
type Bind = <T>(name: string, value: T) => T | Placeholder;

/** The tab, open/closed, status and customer conditions: the lists' usual filters. */
function filterConditions(scope: Scope, request: OrderListRequest, bind: Bind, statusId: number): SQL[] {
  const customerId = scopedCustomerId(scope, request.customerId);
  const conditions = [eq(orders.kind, bind('kind', request.kind))];
  if (customerId !== null) conditions.push(eq(orders.customerId, bind('customerId', customerId)));
  if (request.tab && request.tab !== 'all') conditions.push(eq(orders.listGroup, bind('tab', request.tab)));
  if (request.openClosed === 'OPEN') conditions.push(ne(orders.listGroup, 'closed'));
  if (request.openClosed === 'CLOSED') conditions.push(eq(orders.listGroup, 'closed'));
  if (request.statusCode) conditions.push(eq(orders.statusId, bind('statusId', statusId)));
  return conditions;
}

/** The service type, dates and search: filters whose lists are counted row by row. */
function exactFilterConditions(scope: Scope, request: OrderListRequest): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (request.serviceTypeId) conditions.push(eq(orders.serviceTypeId, request.serviceTypeId));
  if (request.dateFrom) conditions.push(gte(orders.orderDate, new Date(request.dateFrom)));
  if (request.dateTo)
    conditions.push(lt(orders.orderDate, new Date(new Date(request.dateTo).getTime() + 86_400_000)));
  const search = request.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(orders.code, like),
        ilike(orders.poNumber, like),
        ...(isStaff(scope) ? [ilike(customers.name, like), ilike(customers.accountNumber, like)] : []),
      ),
    );
  }
  return conditions;
}

/** A page of orders with their customer and their piece and note counts, in the list's order. */
function pageQuery(db: Db, scope: Scope, sortBy: OrderSort, ascending: boolean, where: SQL | undefined) {
  const direction = ascending ? asc : desc;
  const noteKinds = isStaff(scope) ? ['NOTE', 'CUSTOMER', 'INTERNAL'] : ['NOTE', 'CUSTOMER'];
  let query = db
    .select({
      order: orders,
      customerName: customers.name,
      accountNumber: customers.accountNumber,
      itemCount: sql<number>`(select count(*)::int from ${orderItems}
        where ${qualified(orderItems.orderId)} = ${qualified(orders.id)})`,
      noteCount: sql<number>`(select count(*)::int from ${orderNotes}
        where ${qualified(orderNotes.orderId)} = ${qualified(orders.id)}
        and ${inArray(qualified(orderNotes.kind) as never, noteKinds)})`,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .$dynamic();
  if (sortBy === 'status') query = query.innerJoin(entityStatuses, eq(entityStatuses.id, orders.statusId));
  return query.where(where).orderBy(direction(SORT_COLUMNS[sortBy]), direction(orders.id));
}

/**
 * The page query of the usual filters, prepared once per shape (which filters, sort, direction, staff or customer)
 * and connection: building it in drizzle cost more than PostgreSQL took to run it (docs/benchmarks-history.md,
 * 2026-11-27 night). A few dozen shapes at most; the values are parameters.
 */
const preparedPages = preparedPerDatabase(() => new Map<string, ReturnType<typeof preparePageQuery>>());
let preparedPageCount = 0;

function preparePageQuery(db: Db, scope: Scope, request: OrderListRequest, ascending: boolean) {
  const where = and(...filterConditions(scope, request, (name) => sql.placeholder(name), -1));
  return pageQuery(db, scope, request.sortBy, ascending, where)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`order_list_page_${++preparedPageCount}`);
}

function preparedPageQuery(db: Db, scope: Scope, request: OrderListRequest, ascending: boolean) {
  const shape = [
    scopedCustomerId(scope, request.customerId) !== null,
    request.tab && request.tab !== 'all',
    request.openClosed ?? '',
    Boolean(request.statusCode),
    request.sortBy,
    ascending,
    isStaff(scope),
  ].join(' ');
  const queries = preparedPages(db);
  let query = queries.get(shape);
  if (!query) queries.set(shape, (query = preparePageQuery(db, scope, request, ascending)));
  return query;
}

async function countMatches(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where);
  return row?.count ?? 0;
}

/** The list's count from the running totals: one statement for every customer, one for a customer's orders. */
const summaryCounts = preparedPerDatabase((db) => {
  const count = (customerScoped: boolean, name: string) =>
    db
      .select({ count: sql<number>`coalesce(sum(${orderStatusCounts.count}), 0)::int` })
      .from(orderStatusCounts)
      .where(
        and(
          eq(orderStatusCounts.kind, sql.placeholder('kind')),
          sql`${orderStatusCounts.statusId} = any(${sql.placeholder('statusIds')}::int[])`,
          customerScoped ? eq(orderStatusCounts.customerId, sql.placeholder('customerId')) : undefined,
        ),
      )
      .prepare(name);
  return { all: count(false, 'order_list_count_all'), customer: count(true, 'order_list_count_customer') };
});

async function countFromSummary(db: Db, scope: Scope, request: OrderListRequest, statusIds: number[]) {
  if (statusIds.length === 0) return 0;
  const customerId = scopedCustomerId(scope, request.customerId);
  const queries = summaryCounts(db);
  const [row] = await (customerId === null ? queries.all : queries.customer).execute({
    kind: request.kind,
    statusIds,
    customerId,
  });
  return row?.count ?? 0;
}
