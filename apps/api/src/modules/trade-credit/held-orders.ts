// The lists of held orders: staff's credit holds, and a customer administrator's orders awaiting approval.
import type { HeldOrder, HoldKind, HoldReason } from '@portal/shared/trade-credit/schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { orders } from '../orders/tables';
import { users } from '../users/tables';
import { translateMessage } from '../../platform/messages';
import { customerCondition, type Scope } from '../../platform/scope';
import { orderHolds } from './tables';

/** Why an order waits, as staff and administrators read it in the lists. */
const REASON_TEXT: Record<HoldReason, string> = {
  OVER_CREDIT_LIMIT: 'Over the credit limit',
  OVERDUE_INVOICES: 'Invoices overdue beyond the grace period',
  MANUAL_CREDIT_HOLD: 'Account on credit hold',
  OVER_ORDER_LIMIT: "Above the buyer's order limit",
};

/** Held orders of one kind, oldest first; at most 500 (a hold is decided within days, so the list stays short). */
async function heldOrders(
  db: Db,
  kind: HoldKind,
  where: SQL | undefined,
  language: Language,
): Promise<HeldOrder[]> {
  const rows = await db
    .select({
      holdId: orderHolds.id,
      orderId: orders.id,
      orderCode: orders.code,
      reason: orderHolds.reason,
      customerId: customers.id,
      customerName: customers.name,
      accountNumber: customers.accountNumber,
      placedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      grandTotal: orders.grandTotal,
      currencyCode: orders.currencyCode,
      heldAt: orderHolds.createdAt,
    })
    .from(orderHolds)
    .innerJoin(orders, eq(orders.id, orderHolds.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(users, eq(users.id, orders.placedByUserId))
    .where(and(eq(orderHolds.kind, kind), eq(orderHolds.status, 'HELD'), where))
    .orderBy(asc(orderHolds.createdAt), asc(orderHolds.id))
    .limit(500);
  return rows.map((r) => ({
    ...r,
    kind,
    reason: r.reason as HoldReason,
    reasonText: translateMessage(language, REASON_TEXT[r.reason as HoldReason]),
    grandTotal: Number(r.grandTotal),
    heldAt: r.heldAt.toISOString(),
  }));
}

/** GET /orders/credit-holds (staff): every customer's, or the one asked for. */
export const getHeldOrders = (db: Db, scope: Scope, customerId: number | undefined, language: Language) =>
  heldOrders(db, 'CREDIT', customerCondition(scope, orders.customerId, customerId), language);

/** GET /orders/awaiting-approval: the active customer's only. */
export const getOrdersAwaitingApproval = (db: Db, scope: Scope, language: Language) =>
  heldOrders(db, 'PURCHASE_APPROVAL', customerCondition(scope, orders.customerId), language);
