import type { PriceBasis } from '@portal/shared';
import { metalLineBilling, withinTolerance } from '@portal/shared/orders/metal-billing';
import type { MetalWeights, WeightApproval } from '@portal/shared/orders/metal-weights';
import { toNumber } from '@portal/shared/platform/decimal';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { metalPriceBases, metalWeights } from '../catalog/public';
import { customers } from '../customers/tables';
import { invoices } from '../finance/tables';
import { metalSettingsRow } from '../metal/public';
import { metalPriceLocks } from '../metal/tables';
import { entityStatuses } from '../reference/tables';
import { users } from '../users/tables';
import { recordAudit } from '../../platform/audit';
import { conflict, invalid, notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import { assertCustomerAccess, isStaff, type Scope } from '../../platform/scope';
import { ordersListUrl } from './order-mail';
import { orderItems, orders } from './tables';
import { weightApprovalMail } from './weight-mail';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const WHAT = 'The job order';
/** A job that will not be made is not weighed. */
const CLOSED_UNMADE = ['CANCELLED', 'DECLINED'];

async function jobOrder(db: Db, scope: Scope, id: number, forUpdate: boolean): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.kind, 'JO')));
  const [order] = forUpdate ? await query.for('update') : await query;
  if (!order) throw notFound(WHAT);
  assertCustomerAccess(scope, order.customerId, WHAT);
  return order;
}

/** Whether an invoice (not void) bills the order: its weights are then settled. */
async function isInvoiced(db: Db, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(entityStatuses, eq(entityStatuses.id, invoices.statusId))
    .where(and(eq(invoices.orderId, orderId), ne(entityStatuses.code, 'VOID')))
    .limit(1);
  return rows.length > 0;
}

/** An order submitted under a price lock: its lines were priced at the locked prices, and keep them. */
async function wasLocked(db: Db, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: metalPriceLocks.id })
    .from(metalPriceLocks)
    .where(eq(metalPriceLocks.usedByOrderId, orderId))
    .limit(1);
  return rows.length > 0;
}

const metalLines = (db: Db, orderId: number) =>
  db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.metalId)))
    .orderBy(asc(orderItems.rank));

/** The answer of the three calls: every metal line both ways, and what the finished weights change in money. */
async function weightsAnswer(db: Db, order: OrderRow, items: ItemRow[]): Promise<MetalWeights> {
  const settings = await metalSettingsRow(db);
  const locked = await wasLocked(db, order.id);
  let difference = 0n;
  for (const b of items.map((item) => metalLineBilling(item)))
    if (b.finishedMetalAmount !== null && b.estimatedMetalAmount !== null)
      difference += b.finishedMetalAmount - b.estimatedMetalAmount;
  const grams = (value: bigint | null) => (value === null ? null : toNumber(value, 3));
  const money = (value: bigint | null) => (value === null ? null : toNumber(value, 2));
  // The same conversions as the configurator's weights (docs/jewelry-trade.md §2: g, dwt, oz t).
  const units = async (value: number | null) => {
    const weights = value === null ? null : await metalWeights(db, value);
    return weights && { dwt: weights.dwt, ozt: weights.ozt };
  };
  const lines = await Promise.all(
    items.map(async (item) => {
      const b = metalLineBilling(item);
      return {
        orderItemId: item.id,
        code: item.code,
        name: item.name,
        metalName: item.metalName,
        quantity: item.quantity,
        estimatedGrams: grams(b.estimatedGrams),
        finishedGrams: grams(b.finishedGrams),
        estimatedUnits: await units(grams(b.estimatedGrams)),
        finishedUnits: await units(grams(b.finishedGrams)),
        differenceGrams: grams(b.differenceGrams),
        differencePercent: money(b.differencePercent),
        orderedPricePerGram: item.metalPricePerGram === null ? null : Number(item.metalPricePerGram),
        orderedPriceBasis: (item.priceBasis as PriceBasis | null) ?? null,
        finishedPricePerGram: item.finishedPricePerGram === null ? null : Number(item.finishedPricePerGram),
        finishedPriceBasis: (item.finishedPriceBasis as PriceBasis | null) ?? null,
        locked,
        estimatedMetalAmount: money(b.estimatedMetalAmount),
        finishedMetalAmount: money(b.finishedMetalAmount),
        finishedWeightAt: item.finishedWeightAt?.toISOString() ?? null,
      };
    }),
  );
  return {
    orderId: order.id,
    code: order.code,
    currencyCode: order.currencyCode,
    weightApproval: (order.weightApproval as WeightApproval | null) ?? null,
    weightApprovedAt: order.weightApprovedAt?.toISOString() ?? null,
    weightTolerancePercent: Number(settings.weightTolerancePercent),
    amountDifference: toNumber(difference, 2),
    invoiced: await isInvoiced(db, order.id),
    lines,
  };
}

/** GET /JobOrders/{id}/metal-weights */
export async function getMetalWeights(db: Db, scope: Scope, id: number): Promise<MetalWeights> {
  const order = await jobOrder(db, scope, id, false);
  return weightsAnswer(db, order, await metalLines(db, id));
}

/**
 * POST /JobOrders/{id}/finished-weights (staff). In one transaction with the order locked: each line's finished grams
 * and the price per gram billed for them (the locked one when the order was submitted under a lock, else the metal's
 * price now, with its basis); then the order's approval from every weighed line against the tolerance. A pending
 * approval e-mails the customer after the commit.
 */
export async function recordFinishedWeights(
  services: Services,
  scope: Scope,
  id: number,
  lines: { orderItemId: number; grams: number }[],
) {
  const now = services.now();
  const { answer, mail } = await services.db.transaction(async (tx) => {
    const order = await jobOrder(tx, scope, id, true);
    const [status] = await tx.select().from(entityStatuses).where(eq(entityStatuses.id, order.statusId));
    if (status && CLOSED_UNMADE.includes(status.code))
      throw conflict('A cancelled or declined job order has no finished weight');
    if (await isInvoiced(tx, order.id))
      throw conflict('This job order is already invoiced: its finished weights can no longer change');
    const ids = lines.map((l) => l.orderItemId);
    if (new Set(ids).size !== ids.length) throw invalid('lines', 'Each line is given once');
    const items = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.id, ids)));
    lines.forEach((line, index) => {
      const item = items.find((i) => i.id === line.orderItemId);
      if (!item) throw invalid(`lines.${index}.orderItemId`, 'This line is not on the job order');
      if (item.metalId === null || item.metalWeight === null || item.metalPricePerGram === null)
        throw invalid(
          `lines.${index}.orderItemId`,
          'This line has no estimated metal weight to compare with',
        );
    });
    const locked = await wasLocked(tx, order.id);
    const bases = locked ? null : await metalPriceBases(tx);
    for (const line of lines) {
      const item = items.find((i) => i.id === line.orderItemId)!;
      const current = bases?.get(item.metalId!);
      await tx
        .update(orderItems)
        .set({
          finishedWeight: line.grams.toFixed(3),
          finishedPricePerGram: current ? current.pricePerGram.toFixed(4) : item.metalPricePerGram,
          finishedPriceBasis: current ?? item.priceBasis,
          finishedWeightAt: now,
          finishedWeightByUserId: scope.userId,
        })
        .where(eq(orderItems.id, item.id));
    }
    const settings = await metalSettingsRow(tx);
    const weighed = (await metalLines(tx, order.id)).filter((i) => i.finishedWeight !== null);
    const beyond = weighed.filter(
      (i) => !withinTolerance(metalLineBilling(i), settings.weightTolerancePercent),
    );
    const approval: WeightApproval = beyond.length ? 'pending' : 'automatic';
    const [updated] = await tx
      .update(orders)
      .set({
        weightApproval: approval,
        weightApprovedAt: approval === 'automatic' ? now : null,
        weightApprovedByUserId: null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await recordAudit(tx, scope, {
      action: 'order.finished_weights',
      entityType: 'order',
      entityId: order.id,
      details: { lines, approval, tolerancePercent: settings.weightTolerancePercent, locked },
    });
    const answer = await weightsAnswer(tx, updated!, await metalLines(tx, order.id));
    return {
      answer,
      mail: approval === 'pending' ? await approvalMail(tx, services, updated!, answer) : null,
    };
  });
  if (mail) await services.mailer.send(services.db, mail);
  return answer;
}

/** The approval request to whoever placed the order (a customer user), else the customer's address, in their language. */
async function approvalMail(db: Db, services: Services, order: OrderRow, answer: MetalWeights) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, order.customerId));
  const [buyer] = order.placedByUserId
    ? await db.select().from(users).where(eq(users.id, order.placedByUserId))
    : [];
  const buyerIsCustomer = buyer && buyer.kind !== 'staff' && buyer.status === 'active';
  const to = buyerIsCustomer ? buyer.email : customer?.email;
  if (!to) return null;
  const language: Language = buyerIsCustomer && buyer.language === 'fr' ? 'fr' : 'en';
  return {
    to,
    ...weightApprovalMail({
      language,
      contactName: buyerIsCustomer ? buyer.firstName : (customer?.name ?? ''),
      orderCode: order.code,
      currencyCode: order.currencyCode,
      tolerancePercent: answer.weightTolerancePercent,
      lines: answer.lines
        .filter((l) => l.finishedGrams !== null && l.estimatedGrams !== null)
        .map((l) => ({
          name: l.metalName ? `${l.name} (${l.metalName})` : l.name,
          estimatedGrams: l.estimatedGrams!.toFixed(3),
          finishedGrams: l.finishedGrams!.toFixed(3),
          differencePercent: (l.differencePercent ?? 0).toFixed(2),
        })),
      amountDifference: answer.amountDifference,
      ordersUrl: ordersListUrl(services, language, 'JO'),
    }),
  };
}

/**
 * POST /JobOrders/{id}/approve-weight: the customer accepts the finished weights of their own order ('approved'); staff
 * may do it in their place with a reason ('overridden', audited with it). Only a pending approval can be given.
 */
export async function approveWeight(
  services: Services,
  scope: Scope,
  id: number,
  reason: string | undefined,
) {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const order = await jobOrder(tx, scope, id, true);
    const staff = isStaff(scope);
    if (staff && !reason) throw invalid('reason', 'Say why you approve in the customer’s place');
    if (order.weightApproval !== 'pending')
      throw conflict('No finished weight of this job order awaits approval');
    const approval: WeightApproval = staff ? 'overridden' : 'approved';
    const [updated] = await tx
      .update(orders)
      .set({
        weightApproval: approval,
        weightApprovedAt: now,
        weightApprovedByUserId: scope.userId,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    const answer = await weightsAnswer(tx, updated!, await metalLines(tx, order.id));
    await recordAudit(tx, scope, {
      action: staff ? 'order.weight_override' : 'order.weight_approve',
      entityType: 'order',
      entityId: order.id,
      details: { approval, reason: reason ?? null, amountDifference: answer.amountDifference },
    });
    return answer;
  });
}
