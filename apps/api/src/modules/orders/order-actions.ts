import type { SubmittedOrderKind } from '@portal/shared';
import { awaitsCustomerApproval } from '@portal/shared/orders/rules';
import type { Language } from '@portal/shared/platform/language';
import { REPAIR_SERVICE_TYPE } from '@portal/shared/production/repair-schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { orders } from './tables';
import { entityStatuses, serviceTypes } from '../reference/tables';
import { users } from '../users/tables';
import { recordAudit } from '../../platform/audit';
import { conflict, invalid, notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import { assertCustomerAccess, type Scope } from '../../platform/scope';
import { STATUS_KIND } from './order-kind';
import { ordersListUrl, statusChangeMail } from './order-mail';
import {
  assertNotHeld,
  changeOrderStatus,
  statusByCode,
  type OrderRow,
  type StatusRow,
} from './order-status';
import { localName } from '../../platform/language';

const WHAT: Record<SubmittedOrderKind, string> = {
  JO: 'The job order',
  SO: 'The sales order',
  PQ: 'The price quote',
};

export interface Transition {
  /** Whether the order may leave its current status this way. */
  allowedFrom: (status: StatusRow) => boolean;
  /** The 409 message when it may not. */
  refusal: string;
  to: string;
  why?: { reason?: string | null; reasonText?: string | null };
  /** Further changes in the same transaction (the service type of an approval). */
  alongside?: (db: Db, order: OrderRow) => Promise<void>;
}

/** Locks the order, checks the rule, moves it; the customer is e-mailed after the commit. */
export async function moveOrder(
  services: Services,
  scope: Scope,
  kind: SubmittedOrderKind,
  id: number,
  transition: Transition,
  language: Language,
) {
  const moved = await services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, kind, id);
    return applyTransition(tx, scope, order, transition, services.now());
  });
  await notifyCustomer(services, moved.order, moved.target, transition.why?.reasonText ?? null);
  return statusAnswer(moved.order, moved.target, language);
}

async function lockOrder(db: Db, scope: Scope, kind: SubmittedOrderKind, id: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.kind, kind)))
    .for('update');
  if (!order) throw notFound(WHAT[kind]);
  assertCustomerAccess(scope, order.customerId, WHAT[kind]);
  return order;
}

async function applyTransition(db: Db, scope: Scope, order: OrderRow, transition: Transition, at: Date) {
  const [current] = await db.select().from(entityStatuses).where(eq(entityStatuses.id, order.statusId));
  if (!transition.allowedFrom(current!)) throw conflict(transition.refusal);
  if (transition.to !== 'CANCELLED') assertNotHeld(order);
  const target = await statusByCode(db, STATUS_KIND[order.kind as SubmittedOrderKind], transition.to);
  await transition.alongside?.(db, order);
  await changeOrderStatus(db, scope, order, target, at, transition.why);
  await recordAudit(db, scope, {
    action: 'order.status',
    entityType: 'order',
    entityId: order.id,
    details: { from: current!.code, to: target.code, ...transition.why },
  });
  return { order, target };
}

const statusAnswer = (order: OrderRow, status: StatusRow, language: Language) => ({
  id: order.id,
  code: order.code,
  statusCode: status.code,
  statusName: localName(language, status),
  listGroup: status.listGroup,
});

/** The customer hears of every status change, in the language of the person who placed the order. */
async function notifyCustomer(
  services: Services,
  order: OrderRow,
  status: StatusRow,
  reasonText: string | null,
) {
  const { db } = services;
  const [customer] = await db.select().from(customers).where(eq(customers.id, order.customerId));
  const [buyer] = order.placedByUserId
    ? await db.select().from(users).where(eq(users.id, order.placedByUserId))
    : [];
  const buyerIsCustomer = buyer && buyer.kind !== 'staff' && buyer.status === 'active';
  const to = buyerIsCustomer ? buyer.email : customer?.email;
  if (!to) return;
  const language = buyerIsCustomer && buyer.language === 'fr' ? 'fr' : 'en';
  const kind = order.kind as SubmittedOrderKind;
  await services.mailer.send(db, {
    to,
    ...statusChangeMail({
      language,
      contactName: buyerIsCustomer ? buyer.firstName : (customer?.name ?? ''),
      orderCode: order.code,
      kind,
      statusName: localName(language, status),
      reasonText,
      ordersUrl: ordersListUrl(services, language, kind),
    }),
  });
}

/** The job has not started while its status is on the new tab: it can still be cancelled. */
const notStarted = (s: StatusRow) => s.listGroup === 'new';
/** Approve and decline answer staff's question: only a job order awaiting approval (shared orders/rules.ts). */
const waitingForCustomer = (s: StatusRow) => awaitsCustomerApproval(s.code);

/** POST /JobOrders/{id}/cancel: only while the job has not started (a status of the new tab). */
export const cancelJobOrder = (services: Services, scope: Scope, id: number, language: Language) =>
  moveOrder(
    services,
    scope,
    'JO',
    id,
    {
      allowedFrom: notStarted,
      refusal: 'This job order can no longer be cancelled',
      to: 'CANCELLED',
    },
    language,
  );

/** POST /JobOrders/{id}/approve: the customer approves the job with the service type it is made under. */
export async function approveJobOrder(
  services: Services,
  scope: Scope,
  id: number,
  serviceType: string | number,
  language: Language,
) {
  const [type] = await services.db
    .select()
    .from(serviceTypes)
    .where(
      typeof serviceType === 'number'
        ? eq(serviceTypes.id, serviceType)
        : eq(serviceTypes.code, serviceType.toUpperCase()),
    );
  if (!type?.isActive) throw invalid('serviceType', 'This service type does not exist');
  return moveOrder(
    services,
    scope,
    'JO',
    id,
    {
      allowedFrom: waitingForCustomer,
      refusal: 'Only a job order waiting for approval can be approved',
      to: 'APPROVED',
      alongside: async (db, order) => {
        await assertRepairStaysRepair(db, order, type.id);
        await db.update(orders).set({ serviceTypeId: type.id }).where(eq(orders.id, order.id));
      },
    },
    language,
  );
}

/**
 * A repair is a job of the Repair service from its intake (docs/decisions.md "A repair is a job order with its
 * intake"): its approval answers the price and cannot turn it into another service, whose stages it would then follow.
 */
async function assertRepairStaysRepair(db: Db, order: OrderRow, serviceTypeId: number) {
  if (order.serviceTypeId === null || order.serviceTypeId === serviceTypeId) return;
  const [current] = await db
    .select({ code: serviceTypes.code })
    .from(serviceTypes)
    .where(eq(serviceTypes.id, order.serviceTypeId));
  if (current?.code === REPAIR_SERVICE_TYPE)
    throw invalid('serviceType', 'A repair is approved under the Repair service type');
}

/** POST /JobOrders/{id}/decline: a reason is required (the route checks it is there). */
export const declineJobOrder = (
  services: Services,
  scope: Scope,
  id: number,
  why: { reason: string | null; reasonText: string },
  language: Language,
) =>
  moveOrder(
    services,
    scope,
    'JO',
    id,
    {
      allowedFrom: waitingForCustomer,
      refusal: 'Only a job order waiting for approval can be declined',
      to: 'DECLINED',
      why,
    },
    language,
  );

/** POST /JobOrders/update-status (staff): every job moves, or none does. */
export async function updateJobOrderStatuses(
  services: Services,
  scope: Scope,
  jobIds: number[],
  statusCode: string,
) {
  const ids = [...new Set(jobIds)];
  const moved = await services.db.transaction(async (tx) => {
    const target = await statusByCode(tx, 'JOB_ORDER', statusCode, 'StatusTypeCode');
    const rows = await tx
      .select()
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.kind, 'JO')))
      .orderBy(asc(orders.id))
      .for('update');
    const missing = ids.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) throw notFound(`Job orders ${missing.join(', ')}`);
    const changed = [];
    for (const order of rows) {
      if (order.statusId === target.id) continue;
      changed.push(
        await applyTransition(
          tx,
          scope,
          order,
          { allowedFrom: () => true, refusal: '', to: target.code },
          services.now(),
        ),
      );
    }
    return changed;
  });
  for (const { order, target } of moved) await notifyCustomer(services, order, target, null);
  return { updated: moved.length, statusCode: statusCode.toUpperCase() };
}
