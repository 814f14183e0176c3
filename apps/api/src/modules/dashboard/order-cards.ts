import type { Paged, OrderListItem, SubmittedOrderKind } from '@portal/shared';
import type { DashboardMessage, StatusSummaryRow } from '@portal/shared/dashboard/schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { orderNotes, orders, orderStatusCounts, orderStatusHistory } from '../orders/tables';
import { users } from '../users/tables';
import { invalid } from '../../platform/errors';
import { customerCondition, type Scope } from '../../platform/scope';
import { listOrders, listRequestFrom, STATUS_KIND, statusesOfKind } from '../orders/public';
import { cardCustomer, ORDER_VIEW_PERMISSION, requirePermission } from './access';
import { localName } from '../../platform/language';

const OPEN_CLOSED = new Set(['ALL', 'OPEN', 'CLOSED']);

/** ALL / OPEN / CLOSED narrows by the open-closed split; anything else is one status code of the kind. */
function statusFilter(withStatus: string | undefined) {
  if (!withStatus) return {};
  return OPEN_CLOSED.has(withStatus)
    ? { openClosed: withStatus as 'ALL' | 'OPEN' | 'CLOSED' }
    : { statusCode: withStatus };
}

/** GET /Dashboard/Orders/: the order list of the kind, newest first, through the same query as its own screen. */
export function getDashboardOrders(
  db: Db,
  scope: Scope,
  query: {
    entityTypeCode: SubmittedOrderKind;
    pageNo: number;
    pageSize: number;
    customerId?: number;
    getJobsWithStatus?: string;
  },
  language: Language,
): Promise<Paged<OrderListItem>> {
  requirePermission(scope, ORDER_VIEW_PERMISSION[query.entityTypeCode]);
  const customerId = cardCustomer(scope, query.customerId);
  return listOrders(
    db,
    scope,
    listRequestFrom(
      query.entityTypeCode,
      1,
      {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        ...(customerId !== undefined ? { customerId } : {}),
        ...statusFilter(query.getJobsWithStatus),
      },
      {},
    ),
    language,
  );
}

/** GET /Dashboard/OrdersStatusSummary/{kind}: the kept per-status counts, every status of the kind listed. */
export async function getDashboardOrdersStatusSummary(
  db: Db,
  scope: Scope,
  kind: SubmittedOrderKind,
  query: { customerId?: number; GetJobsWithStatus?: string },
  language: Language,
): Promise<{ kind: string; total: number; statuses: StatusSummaryRow[] }> {
  requirePermission(scope, ORDER_VIEW_PERMISSION[kind]);
  const customerId = cardCustomer(scope, query.customerId);
  const statuses = [...(await statusesOfKind(db, STATUS_KIND[kind]))].sort((a, b) => a.rank - b.rank);
  const filter = statusFilter(query.GetJobsWithStatus);
  if (filter.statusCode && !statuses.some((s) => s.code === filter.statusCode))
    throw invalid('GetJobsWithStatus', 'This status does not exist');
  const wanted = statuses.filter(
    (s) =>
      (filter.openClosed !== 'OPEN' || !s.isClosed) &&
      (filter.openClosed !== 'CLOSED' || s.isClosed) &&
      (!filter.statusCode || s.code === filter.statusCode),
  );
  const counts =
    wanted.length === 0
      ? []
      : await db
          .select({
            statusId: orderStatusCounts.statusId,
            count: sql<number>`coalesce(sum(${orderStatusCounts.count}), 0)::int`,
          })
          .from(orderStatusCounts)
          .where(
            and(
              eq(orderStatusCounts.kind, kind),
              inArray(
                orderStatusCounts.statusId,
                wanted.map((s) => s.id),
              ),
              customerCondition(scope, orderStatusCounts.customerId, customerId),
            ),
          )
          .groupBy(orderStatusCounts.statusId);
  const rows = wanted.map((s) => ({
    statusId: s.id,
    statusCode: s.code,
    statusName: localName(language, s),
    isClosed: s.isClosed,
    count: counts.find((c) => c.statusId === s.id)?.count ?? 0,
  }));
  return { kind, total: rows.reduce((sum, r) => sum + r.count, 0), statuses: rows };
}

const authorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/**
 * GET /Dashboard/messages: what the other side did on the caller's orders, newest first: notes on the notes tab and
 * status changes (with the reason of a decline). A customer never sees staff-only notes; nobody gets their own
 * actions back; only the kinds the caller may view are read.
 */
export async function getDashboardMessages(
  db: Db,
  scope: Scope,
  query: { customerId?: number; limit: number },
  language: Language,
): Promise<DashboardMessage[]> {
  const customerId = cardCustomer(scope, query.customerId);
  const kinds = (Object.keys(ORDER_VIEW_PERMISSION) as SubmittedOrderKind[]).filter((k) =>
    scope.permissions.has(ORDER_VIEW_PERMISSION[k]),
  );
  if (kinds.length === 0) return [];
  const visible = and(inArray(orders.kind, kinds), customerCondition(scope, orders.customerId, customerId));
  const orderColumns = {
    orderId: orders.id,
    orderKind: orders.kind,
    orderCode: orders.code,
    customerName: customers.name,
    authorName,
  };
  const notes = await db
    .select({ id: orderNotes.id, createdAt: orderNotes.createdAt, text: orderNotes.text, ...orderColumns })
    .from(orderNotes)
    .innerJoin(orders, eq(orders.id, orderNotes.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(users, eq(users.id, orderNotes.authorUserId))
    .where(
      and(
        visible,
        // INTERNAL notes are staff talking among themselves, not a message to anyone.
        inArray(orderNotes.kind, ['NOTE', 'CUSTOMER']),
        or(isNull(orderNotes.authorUserId), ne(orderNotes.authorUserId, scope.userId)),
      ),
    )
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id))
    .limit(query.limit);
  const changes = await db
    .select({
      id: orderStatusHistory.id,
      createdAt: orderStatusHistory.createdAt,
      text: sql<string | null>`coalesce(${orderStatusHistory.reasonText}, ${orderStatusHistory.reason})`,
      statusId: orderStatusHistory.statusId,
      ...orderColumns,
    })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(users, eq(users.id, orderStatusHistory.changedByUserId))
    .where(
      and(
        visible,
        or(isNull(orderStatusHistory.changedByUserId), ne(orderStatusHistory.changedByUserId, scope.userId)),
      ),
    )
    .orderBy(desc(orderStatusHistory.createdAt), desc(orderStatusHistory.id))
    .limit(query.limit);
  const statuses = (await Promise.all(kinds.map((k) => statusesOfKind(db, STATUS_KIND[k])))).flat();
  const messages: DashboardMessage[] = [
    ...notes.map((n) => ({
      id: `note-${n.id}`,
      kind: 'NOTE' as const,
      orderId: n.orderId,
      orderKind: n.orderKind as SubmittedOrderKind,
      orderCode: n.orderCode,
      customerName: n.customerName,
      text: n.text,
      statusCode: null,
      statusName: null,
      authorName: n.authorName,
      createdAt: n.createdAt.toISOString(),
    })),
    ...changes.map((c) => {
      const status = statuses.find((s) => s.id === c.statusId);
      return {
        id: `status-${c.id}`,
        kind: 'STATUS' as const,
        orderId: c.orderId,
        orderKind: c.orderKind as SubmittedOrderKind,
        orderCode: c.orderCode,
        customerName: c.customerName,
        text: c.text,
        statusCode: status?.code ?? null,
        statusName: status ? localName(language, status) : null,
        authorName: c.authorName,
        createdAt: c.createdAt.toISOString(),
      };
    }),
  ];
  return messages.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, query.limit);
}
