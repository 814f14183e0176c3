// The decisions on a held order: staff release or decline a credit hold; the customer's administrator approves or
// declines an order above a buyer's limit. Each in one transaction with the hold locked, audited, and told by e-mail
// after the commit.
import type { HoldKind } from '@portal/shared/trade-credit/schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { micros } from '@portal/shared/platform/decimal';
import { changeOrderStatus, setOrderHold, STATUS_KIND, statusByCode } from '../orders/public';
import { orders } from '../orders/tables';
import { recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import type { OutgoingMail } from '../../platform/mail';
import type { Services } from '../../platform/request-context';
import { isStaff, type Scope } from '../../platform/scope';
import { creditHoldFor, holdMessage, holdOrder } from './credit-hold';
import { approvalRequestMails, decisionMail } from './hold-mail';
import { orderHolds } from './tables';

type OrderRow = typeof orders.$inferSelect;
const REFUSAL: Record<HoldKind, string> = {
  CREDIT: 'The order is not on credit hold',
  PURCHASE_APPROVAL: 'The order is not awaiting approval',
};

/** The order and its waiting hold of `kind`, both locked; another customer's order is not found. */
async function lockHeld(tx: Db, scope: Scope, orderId: number, kind: HoldKind) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || (!isStaff(scope) && order.customerId !== scope.customerId)) throw notFound('The order');
  const [hold] = await tx
    .select()
    .from(orderHolds)
    .where(and(eq(orderHolds.orderId, orderId), eq(orderHolds.status, 'HELD'), eq(orderHolds.kind, kind)))
    .for('update');
  if (!hold) throw conflict(REFUSAL[kind]);
  return { order, hold };
}

async function closeHold(
  tx: Db,
  scope: Scope,
  hold: { id: number; orderId: number },
  status: 'RELEASED' | 'DECLINED',
  at: Date,
  declineReason: string | null = null,
) {
  await tx
    .update(orderHolds)
    .set({ status, decidedByUserId: scope.userId, decidedAt: at, declineReason })
    .where(eq(orderHolds.id, hold.id));
  await setOrderHold(tx, hold.orderId, null);
}

/** A declined order is cancelled, with the reason on its timeline. */
async function cancelOrder(tx: Db, scope: Scope, order: OrderRow, reason: string, at: Date) {
  const cancelled = await statusByCode(tx, STATUS_KIND[order.kind as 'JO' | 'SO'], 'CANCELLED');
  await changeOrderStatus(tx, scope, order, cancelled, at, { reasonText: reason });
}

async function send(services: Services, mails: (OutgoingMail | null)[]) {
  for (const mail of mails) if (mail) await services.mailer.send(services.db, mail);
}

/** POST /orders/{id}/release: the credit hold is lifted and the order goes ahead. */
export async function releaseOrder(services: Services, scope: Scope, orderId: number, note: string | null) {
  const now = services.now();
  const order = await services.db.transaction(async (tx) => {
    const { order, hold } = await lockHeld(tx, scope, orderId, 'CREDIT');
    await closeHold(tx, scope, hold, 'RELEASED', now);
    await recordAudit(tx, scope, {
      action: 'order.credit-hold.release',
      entityType: 'order',
      entityId: order.id,
      details: { code: order.code, reason: hold.reason, ...(note ? { note } : {}) },
    });
    return order;
  });
  await send(services, [await decisionMail(services.db, 'RELEASED', order, services.publicOrigin())]);
  return { orderId: order.id, orderCode: order.code, outcome: 'RELEASED' as const, heldAgain: null };
}

/** POST /orders/{id}/decline-hold: the order is cancelled; the customer reads the reason. */
export async function declineHold(services: Services, scope: Scope, orderId: number, reason: string) {
  const now = services.now();
  const order = await services.db.transaction(async (tx) => {
    const { order, hold } = await lockHeld(tx, scope, orderId, 'CREDIT');
    await closeHold(tx, scope, hold, 'DECLINED', now, reason);
    await cancelOrder(tx, scope, order, reason, now);
    await recordAudit(tx, scope, {
      action: 'order.credit-hold.decline',
      entityType: 'order',
      entityId: order.id,
      details: { code: order.code, reason: hold.reason, declineReason: reason },
    });
    return order;
  });
  await send(services, [
    await decisionMail(services.db, 'CREDIT_DECLINED', order, services.publicOrigin(), reason),
  ]);
  return { orderId: order.id, orderCode: order.code, outcome: 'DECLINED' as const, heldAgain: null };
}

/**
 * POST /orders/{id}/approve-purchase: the administrator's approval submits the order, so the credit rules apply now,
 * with the customer locked as in a submission. Nobody approves an order they placed themselves.
 */
export async function approvePurchase(services: Services, scope: Scope, orderId: number, language: Language) {
  const now = services.now();
  const today = now.toISOString().slice(0, 10);
  const { order, creditHold } = await services.db.transaction(async (tx) => {
    const { order, hold } = await lockHeld(tx, scope, orderId, 'PURCHASE_APPROVAL');
    if (order.placedByUserId === scope.userId) throw conflict('You cannot approve an order you placed');
    await closeHold(tx, scope, hold, 'RELEASED', now);
    const creditHold = await creditHoldFor(tx, order.customerId, micros(order.grandTotal), today);
    if (creditHold) await holdOrder(tx, order.id, creditHold, now);
    await recordAudit(tx, scope, {
      action: 'order.purchase.approve',
      entityType: 'order',
      entityId: order.id,
      details: { code: order.code, ...(creditHold ? { creditHold: creditHold.reason } : {}) },
    });
    return { order, creditHold };
  });
  await send(services, [await decisionMail(services.db, 'APPROVED', order, services.publicOrigin())]);
  return {
    orderId: order.id,
    orderCode: order.code,
    outcome: 'APPROVED' as const,
    heldAgain: creditHold
      ? { reason: creditHold.reason, message: holdMessage(language, creditHold.reason) }
      : null,
  };
}

/** POST /orders/{id}/decline-purchase: the order is cancelled and its buyer reads the reason. */
export async function declinePurchase(services: Services, scope: Scope, orderId: number, reason: string) {
  const now = services.now();
  const order = await services.db.transaction(async (tx) => {
    const { order, hold } = await lockHeld(tx, scope, orderId, 'PURCHASE_APPROVAL');
    await closeHold(tx, scope, hold, 'DECLINED', now, reason);
    await cancelOrder(tx, scope, order, reason, now);
    await recordAudit(tx, scope, {
      action: 'order.purchase.decline',
      entityType: 'order',
      entityId: order.id,
      details: { code: order.code, declineReason: reason },
    });
    return order;
  });
  await send(services, [
    await decisionMail(services.db, 'PURCHASE_DECLINED', order, services.publicOrigin(), reason),
  ]);
  return { orderId: order.id, orderCode: order.code, outcome: 'DECLINED' as const, heldAgain: null };
}

/** After a submission kept for approval: each administrator of the customer is asked. */
export async function askApproval(services: Services, order: OrderRow) {
  await send(services, await approvalRequestMails(services.db, order, services.publicOrigin()));
}
