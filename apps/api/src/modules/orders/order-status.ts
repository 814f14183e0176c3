import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, orderStatusCounts, orderStatusHistory } from './tables';
import { entityStatuses } from '../reference/tables';
import { conflict, invalid } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { changeSignal } from '../../platform/change-signal';

/** Every status change of an order, for what other modules keep worked out from orders' tabs (the jobs at risk). */
export const orderStatusChanged = changeSignal('order-status');

export type OrderRow = typeof orders.$inferSelect;
export type StatusRow = typeof entityStatuses.$inferSelect;

/** Keeps order_status_counts true: called in the transaction of every insert and status change. */
export async function countOrder(db: Db, customerId: number, kind: string, statusId: number, delta: number) {
  await db
    .insert(orderStatusCounts)
    .values({ customerId, kind, statusId, count: delta })
    .onConflictDoUpdate({
      target: [orderStatusCounts.customerId, orderStatusCounts.kind, orderStatusCounts.statusId],
      set: { count: sql`${orderStatusCounts.count} + ${delta}` },
    });
}

/** Rebuilds the counts from the orders (after bulk loads: demo data, benchmarks). */
export async function recountOrders(db: Db) {
  await db.transaction(async (tx) => {
    await tx.delete(orderStatusCounts);
    await tx.execute(sql`insert into order_status_counts (customer_id, kind, status_id, count)
      select customer_id, kind, status_id, count(*)::int from orders group by 1, 2, 3`);
  });
}

export async function statusByCode(db: Db, statusKind: string, code: string, field = 'statusCode') {
  const [status] = await db
    .select()
    .from(entityStatuses)
    .where(and(eq(entityStatuses.kind, statusKind), eq(entityStatuses.code, code.toUpperCase())));
  if (!status) throw invalid(field, 'This status does not exist');
  return status;
}

/** Trade credit marks an order waiting on a hold, and clears the mark when the hold is decided. */
export async function setOrderHold(db: Db, orderId: number, kind: 'CREDIT' | 'PURCHASE_APPROVAL' | null) {
  await db.update(orders).set({ holdKind: kind }).where(eq(orders.id, orderId));
}

const HOLD_REFUSAL = {
  CREDIT: '{} is on credit hold: release it from the credit holds first',
  PURCHASE_APPROVAL:
    '{} is awaiting its buyer’s approval: it moves once the customer’s administrator approves it',
} as const;

/**
 * A waiting order moves by its decision only (a cancellation aside): the 409 that says so, or nothing. Checked by
 * every staff move of an order (status, production stage, invoicing).
 */
export function assertNotHeld(order: Pick<OrderRow, 'code' | 'holdKind'>) {
  const refusal = HOLD_REFUSAL[order.holdKind as keyof typeof HOLD_REFUSAL];
  if (refusal) throw conflict(refusal.replace('{}', order.code));
}

/**
 * Moves an order to a status: the order, its tab, the counts and the timeline (who, when, why) change together.
 * The caller runs it inside its transaction and has checked that the transition is allowed.
 */
export async function changeOrderStatus(
  db: Db,
  scope: Pick<Scope, 'userId' | 'impersonatorId'>,
  order: OrderRow,
  status: StatusRow,
  at: Date,
  why: { reason?: string | null; reasonText?: string | null } = {},
) {
  await db
    .update(orders)
    .set({ statusId: status.id, listGroup: status.listGroup, updatedAt: at })
    .where(eq(orders.id, order.id));
  await countOrder(db, order.customerId, order.kind, order.statusId, -1);
  await countOrder(db, order.customerId, order.kind, status.id, 1);
  await db.insert(orderStatusHistory).values({
    orderId: order.id,
    statusId: status.id,
    changedByUserId: scope.userId,
    impersonatorId: scope.impersonatorId,
    reason: why.reason ?? null,
    reasonText: why.reasonText ?? null,
    createdAt: at,
  });
  await orderStatusChanged.changed(db);
}
