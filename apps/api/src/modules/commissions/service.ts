import type { Commission } from '@portal/shared/commissions/schemas';
import type { commissionListQuery, settleCommissionBody } from '@portal/shared/commissions/schemas';
import { and, count, desc, eq, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { actorOf, centsText, issueCredit, moneyNumber, toCents, type Cents } from '../finance/public';
import { customerCredits } from '../finance/tables';
import { orders } from '../orders/tables';
import { recordAudit } from '../../platform/audit';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { pageWindow, paginated } from '../../platform/paging';
import { isStaff, scopedCustomerId, type Scope } from '../../platform/scope';
import { visibleCustomer } from '../customers/public';
import { commissionRates, commissions } from './tables';

type ListQuery = z.output<typeof commissionListQuery>;
type Settlement = z.output<typeof settleCommissionBody>;

/** Basis points of a percentage written with at most 2 decimals: '12.5' → 1250n. */
const basisPoints = (rate: string): bigint => toCents(rate);

/** The commission on a goods total, half a cent rounded up (spec: exact cents; docs/decisions.md "Commissions"). */
export function commissionCents(goods: Cents, rate: string): Cents {
  if (goods <= 0n) return 0n;
  return (goods * basisPoints(rate) + 5_000n) / 10_000n;
}

/** The customer's rate ('0.00' when staff never set one). */
export async function rateOf(db: Db, customerId: number): Promise<string> {
  const [row] = await db
    .select({ rate: commissionRates.rate })
    .from(commissionRates)
    .where(eq(commissionRates.customerId, customerId));
  return row?.rate ?? '0.00';
}

/**
 * A paid family order earns its funeral home's rate on its goods (the lines less any discount; shipping and tax are
 * not the funeral home's sale). Idempotent: one commission per order, whoever asks first (the pay call, a
 * reconciliation); nothing for another kind of order or a rate of 0.
 */
export async function earnCommission(db: Db, orderId: number, at: Date): Promise<void> {
  const [order] = await db
    .select({
      customerId: orders.customerId,
      placedVia: orders.placedVia,
      subTotal: orders.subTotal,
      discountValue: orders.discountValue,
      currencyCode: orders.currencyCode,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.placedVia !== 'family') return;
  const rate = await rateOf(db, order.customerId);
  const goods = toCents(order.subTotal) - toCents(order.discountValue);
  const amount = commissionCents(goods, rate);
  if (amount === 0n) return;
  await db
    .insert(commissions)
    .values({
      customerId: order.customerId,
      orderId,
      goodsTotal: centsText(goods),
      rate,
      amount: centsText(amount),
      currencyCode: order.currencyCode,
      earnedAt: at,
    })
    .onConflictDoNothing({ target: commissions.orderId });
}

const commissionColumns = {
  row: commissions,
  customerName: customers.name,
  orderCode: orders.code,
  creditCode: customerCredits.code,
};

type CommissionRow = {
  row: typeof commissions.$inferSelect;
  customerName: string;
  orderCode: string;
  creditCode: string | null;
};

const commissionOf = ({ row, customerName, orderCode, creditCode }: CommissionRow): Commission => ({
  id: row.id,
  customerId: row.customerId,
  customerName,
  orderId: row.orderId,
  orderCode,
  earnedAt: row.earnedAt.toISOString(),
  goodsTotal: moneyNumber(row.goodsTotal),
  rate: Number(row.rate),
  amount: moneyNumber(row.amount),
  currencyCode: row.currencyCode,
  state: row.settledAt ? 'settled' : 'open',
  settledAt: row.settledAt?.toISOString() ?? null,
  settlement: (row.settlement as Commission['settlement']) ?? null,
  settlementReference: row.settlement === 'credit' ? creditCode : row.settlementReference,
});

const selectCommissions = (db: Db) =>
  db
    .select(commissionColumns)
    .from(commissions)
    .innerJoin(customers, eq(customers.id, commissions.customerId))
    .innerJoin(orders, eq(orders.id, commissions.orderId))
    .leftJoin(customerCredits, eq(customerCredits.id, commissions.creditId));

/** The first instant of a month ('2026-10') and of the next, in UTC. */
export function monthRange(month: string): [Date, Date] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(year, m - 1, 1)), new Date(Date.UTC(year, m, 1))];
}

/** The conditions of a list: the caller's customer (or the one staff ask for), the state and the month earned. */
function listConditions(scope: Scope, query: Partial<ListQuery>): SQL[] {
  const customerId = scopedCustomerId(scope, query.customerId);
  const where: SQL[] = [];
  if (customerId !== null) where.push(eq(commissions.customerId, customerId));
  if (query.state === 'open') where.push(isNull(commissions.settledAt));
  if (query.state === 'settled') where.push(isNotNull(commissions.settledAt));
  if (query.month) {
    const [from, to] = monthRange(query.month);
    where.push(gte(commissions.earnedAt, from), lt(commissions.earnedAt, to));
  }
  return where;
}

/** GET /commissions. */
export async function listCommissions(db: Db, scope: Scope, query: ListQuery) {
  const where = and(...listConditions(scope, query));
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectCommissions(db)
      .where(where)
      .orderBy(desc(commissions.earnedAt), desc(commissions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(commissions).where(where),
  ]);
  return paginated(rows.map(commissionOf), total?.n ?? 0, query);
}

/** A month's commissions of one customer, oldest first (the statement). */
export async function commissionsOfMonth(db: Db, customerId: number, month: string) {
  const [from, to] = monthRange(month);
  const rows = await selectCommissions(db)
    .where(
      and(
        eq(commissions.customerId, customerId),
        gte(commissions.earnedAt, from),
        lt(commissions.earnedAt, to),
      ),
    )
    .orderBy(commissions.earnedAt, commissions.id);
  return rows.map(commissionOf);
}

async function loadCommission(db: Db, id: number): Promise<Commission> {
  const [row] = await selectCommissions(db).where(eq(commissions.id, id));
  if (!row) throw notFound('The commission');
  return commissionOf(row);
}

const staffOnly = (scope: Scope) => {
  if (!isStaff(scope)) throw forbidden('Only staff settle commissions and set commission rates');
};

/**
 * POST /commissions/{id}/settle: the row is locked, so of two settles at once the second waits and then finds it
 * settled (409). A credit is issued through the ledger in the same transaction; the settlement is audited.
 */
export async function settleCommission(
  db: Db,
  scope: Scope,
  id: number,
  settlement: Settlement,
  now: Date,
): Promise<Commission> {
  staffOnly(scope);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(commissions).where(eq(commissions.id, id)).for('update');
    if (!row) throw notFound('The commission');
    if (row.settledAt) throw conflict('This commission is settled already');
    const [order] = await tx.select({ code: orders.code }).from(orders).where(eq(orders.id, row.orderId));
    const credit =
      settlement.settlement === 'credit'
        ? await issueCredit(tx, actorOf(scope), {
            customerId: row.customerId,
            kind: 'credit_memo',
            amount: toCents(row.amount),
            currencyCode: row.currencyCode,
            creditDate: now.toISOString().slice(0, 10),
            reason: `Commission on family order ${order!.code}`,
          })
        : null;
    await tx
      .update(commissions)
      .set({
        settledAt: now,
        settlement: settlement.settlement,
        settlementReference: settlement.settlement === 'payout' ? settlement.reference : null,
        creditId: credit?.id ?? null,
        settledBy: scope.userId,
      })
      .where(eq(commissions.id, id));
    await recordAudit(tx, scope, {
      action: 'commission.settle',
      entityType: 'commission',
      entityId: id,
      details: {
        settlement: settlement.settlement,
        amount: row.amount,
        customerId: row.customerId,
        ...(credit
          ? { creditId: credit.id }
          : { reference: (settlement as { reference: string }).reference }),
      },
    });
  });
  return loadCommission(db, id);
}

const customerOf = visibleCustomer;

/** GET /commission-rates/{id}. */
export async function getCommissionRate(db: Db, scope: Scope, customerId: number) {
  await customerOf(db, scope, customerId);
  return { customerId, rate: Number(await rateOf(db, customerId)) };
}

/** PUT /commission-rates/{id}: staff only; a change holds for orders paid from now on, and is audited. */
export async function setCommissionRate(db: Db, scope: Scope, customerId: number, rate: string, now: Date) {
  staffOnly(scope);
  await customerOf(db, scope, customerId);
  await db.transaction(async (tx) => {
    await tx
      .insert(commissionRates)
      .values({ customerId, rate, updatedBy: scope.userId, updatedAt: now })
      .onConflictDoUpdate({
        target: commissionRates.customerId,
        set: { rate, updatedBy: scope.userId, updatedAt: now },
      });
    await recordAudit(tx, scope, {
      action: 'commission.rate',
      entityType: 'customer',
      entityId: customerId,
      details: { rate },
    });
  });
  return { customerId, rate: Number(rate) };
}
