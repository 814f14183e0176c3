import type { getSavedEstimatesSchemas } from '@portal/shared/custom-orders/get-saved-estimates';
import type {
  EstimateChoicesWire,
  SavedEstimate,
  savedEstimateRequest,
} from '@portal/shared/custom-orders/saved-estimate-schemas';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { itemTypes } from '../catalog/tables';
import { savedEstimates } from './tables';
import { customers } from '../customers/tables';
import { orders } from '../orders/tables';
import { recordAudit } from '../../platform/audit';
import { conflict, invalid, notFound } from '../../platform/errors';
import { pageWindow, paginated } from '../../platform/paging';
import type { Services } from '../../platform/request-context';
import { assertCustomerAccess, customerCondition, isStaff, type Scope } from '../../platform/scope';
import { priceChoices } from './estimate-pricing';
import { estimateDesign, estimateQuote } from './estimate-to-order';

type Request = z.output<typeof savedEstimateRequest>;
type Row = typeof savedEstimates.$inferSelect;

const columns = {
  row: savedEstimates,
  customerName: customers.name,
  itemName: itemTypes.name,
  itemNameFr: itemTypes.nameFr,
  orderCode: orders.code,
};

function estimateOf(
  r: {
    row: Row;
    customerName: string | null;
    itemName: string | null;
    itemNameFr: string | null;
    orderCode: string | null;
  },
  language: Language,
): SavedEstimate {
  return {
    id: r.row.id,
    name: r.row.name,
    customerId: r.row.customerId,
    customerName: r.customerName,
    itemTypeId: r.row.itemTypeId,
    itemName: language === 'fr' ? r.itemNameFr : r.itemName,
    notes: r.row.notes,
    choices: r.row.choices as EstimateChoicesWire,
    total: Number(r.row.total),
    sentAs: r.row.sentAs as SavedEstimate['sentAs'],
    orderId: r.row.orderId,
    orderCode: r.orderCode,
    customOrderId: r.row.customOrderId,
    createdAt: r.row.createdAt.toISOString(),
    updatedAt: r.row.updatedAt.toISOString(),
  };
}

const selectEstimates = (db: Db) =>
  db
    .select(columns)
    .from(savedEstimates)
    .leftJoin(customers, eq(customers.id, savedEstimates.customerId))
    .leftJoin(itemTypes, eq(itemTypes.id, savedEstimates.itemTypeId))
    .leftJoin(orders, eq(orders.id, savedEstimates.orderId));

/** GET /estimates: last changed first; a customer's user reads its customer's only, staff every one's or one's. */
export async function getSavedEstimates(
  db: Db,
  scope: Scope,
  query: ParsedBy<typeof getSavedEstimatesSchemas>['query'],
  language: Language,
) {
  const where = customerCondition(scope, savedEstimates.customerId, query.customerId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(savedEstimates).where(where);
  const { limit, offset } = pageWindow(query);
  const rows =
    offset >= total
      ? []
      : await selectEstimates(db)
          .where(where)
          .orderBy(desc(savedEstimates.updatedAt), desc(savedEstimates.id))
          .limit(limit)
          .offset(offset);
  return paginated(
    rows.map((r) => estimateOf(r, language)),
    total,
    query,
  );
}

/** A saved estimate the caller may see; another customer's is reported as missing. */
export async function getSavedEstimate(db: Db, scope: Scope, id: number, language: Language) {
  const [row] = await selectEstimates(db).where(eq(savedEstimates.id, id));
  if (!row) throw notFound('The estimate');
  assertCustomerAccess(scope, row.row.customerId, 'The estimate');
  return estimateOf(row, language);
}

/** The customer an estimate is kept for: staff name one (or none yet); a customer's user keeps it for its own. */
async function ownerOf(db: Db, scope: Scope, requested: number | null | undefined) {
  if (!isStaff(scope)) {
    if (!scope.customerId) throw invalid('customerId', 'Choose the customer this order is for');
    return scope.customerId;
  }
  if (!requested) return null;
  const [customer] = await db.select().from(customers).where(eq(customers.id, requested));
  if (!customer?.isActive) throw invalid('customerId', 'This customer does not exist');
  return requested;
}

async function checkedPiece(db: Db, itemTypeId: number | null | undefined) {
  if (!itemTypeId) return null;
  const [item] = await db.select().from(itemTypes).where(eq(itemTypes.id, itemTypeId));
  if (!item?.isActive) throw invalid('itemTypeId', 'This product does not exist');
  return itemTypeId;
}

/** What is stored of a request, checked and priced. */
async function storedOf(db: Db, scope: Scope, input: Request, language: Language) {
  const [customerId, itemTypeId, priced] = await Promise.all([
    ownerOf(db, scope, input.customerId),
    checkedPiece(db, input.itemTypeId),
    priceChoices(db, scope, input.choices, language),
  ]);
  return {
    name: input.name,
    customerId,
    itemTypeId,
    notes: input.notes ?? null,
    choices: input.choices,
    total: priced.breakdown.total.toFixed(2),
  };
}

/** POST /estimates. */
export async function saveEstimate(db: Db, scope: Scope, input: Request, language: Language) {
  const values = await storedOf(db, scope, input, language);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedEstimates)
      .values({ ...values, createdByUserId: scope.userId })
      .returning({ id: savedEstimates.id });
    await recordAudit(tx, scope, { action: 'estimate.create', entityType: 'estimate', entityId: row!.id });
    return row!.id;
  });
  return getSavedEstimate(db, scope, id, language);
}

const ALREADY_SENT = 'The estimate was already sent to the workshop';

/** A draft the caller may change, locked for the rest of the transaction; a sent one stays as it was sent. */
async function lockDraft(tx: Db, scope: Scope, id: number) {
  const [row] = await tx.select().from(savedEstimates).where(eq(savedEstimates.id, id)).for('update');
  if (!row) throw notFound('The estimate');
  assertCustomerAccess(scope, row.customerId, 'The estimate');
  if (row.sentAs) throw conflict(ALREADY_SENT);
  return row;
}

/** PUT /estimates/{id}. */
export async function updateSavedEstimate(
  db: Db,
  scope: Scope,
  id: number,
  input: Request,
  language: Language,
) {
  await getSavedEstimate(db, scope, id, language);
  const values = await storedOf(db, scope, input, language);
  await db.transaction(async (tx) => {
    await lockDraft(tx, scope, id);
    await tx
      .update(savedEstimates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(savedEstimates.id, id));
    await recordAudit(tx, scope, { action: 'estimate.update', entityType: 'estimate', entityId: id });
  });
  return getSavedEstimate(db, scope, id, language);
}

/** DELETE /estimates/{id}. */
export async function deleteSavedEstimate(db: Db, scope: Scope, id: number) {
  await db.transaction(async (tx) => {
    await lockDraft(tx, scope, id);
    await tx.delete(savedEstimates).where(eq(savedEstimates.id, id));
    await recordAudit(tx, scope, { action: 'estimate.delete', entityType: 'estimate', entityId: id });
  });
  return { id };
}

/**
 * POST /estimates/{id}/send: as a custom order (a job order at the estimate's total) or a price quote, through the
 * custom order and order services, in one transaction with the estimate marked with what it became.
 */
export async function sendSavedEstimate(
  services: Services,
  scope: Scope,
  id: number,
  as: 'JO' | 'PQ',
  language: Language,
) {
  await getSavedEstimate(services.db, scope, id, language);
  const now = services.now();
  const sent = await services.db.transaction(async (tx) => {
    const row = await lockDraft(tx, scope, id);
    if (!row.customerId) throw invalid('customerId', 'Choose the customer this order is for');
    if (!row.itemTypeId) throw invalid('itemTypeId', 'Choose the piece the work is on');
    const choices = row.choices as EstimateChoicesWire;
    const priced = await priceChoices(tx, scope, choices, language);
    const estimate = { row, choices, priced, customerId: row.customerId, itemTypeId: row.itemTypeId };
    const made =
      as === 'JO'
        ? await estimateDesign(tx, scope, estimate, language, now)
        : await estimateQuote(tx, scope, estimate, language, now);
    await tx
      .update(savedEstimates)
      .set({
        sentAs: as,
        orderId: made.orderId,
        customOrderId: made.customOrderId,
        total: priced.breakdown.total.toFixed(2),
        updatedAt: now,
      })
      .where(eq(savedEstimates.id, id));
    await recordAudit(tx, scope, {
      action: 'estimate.send',
      entityType: 'estimate',
      entityId: id,
      details: { as, order: made.orderCode },
    });
    return made;
  });
  await sent.afterCommit(services);
  return getSavedEstimate(services.db, scope, id, language);
}
