// Whether a submitted order goes through or waits: the customer's credit (limit, overdue invoices, the manual flag)
// and the buyer's order limit. Decided inside the submission's transaction, with the customer's row locked so that
// parallel submissions of one customer are decided one after the other against the same exposure.
import type { HoldKind, HoldReason } from '@portal/shared/trade-credit/schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { micros, type Micros } from '@portal/shared/platform/decimal';
import { setOrderHold } from '../orders/public';
import { translateMessage } from '../../platform/messages';
import { buyerOrderLimits, customerTradeTerms, orderHolds } from './tables';

export interface Hold {
  kind: HoldKind;
  reason: HoldReason;
}

/** What a customer reads at checkout, and in the held-order lists, for each reason. */
const HOLD_MESSAGES: Record<HoldReason, string> = {
  OVER_CREDIT_LIMIT:
    'Your order is on credit hold: it would take your account past its credit limit. We will review it and let you know.',
  OVERDUE_INVOICES:
    'Your order is on credit hold: your account has overdue invoices. We will review it and let you know.',
  MANUAL_CREDIT_HOLD:
    'Your order is on credit hold: your account is on credit hold. We will review it and let you know.',
  OVER_ORDER_LIMIT:
    'Your order is above your order limit: it is awaiting approval by your administrator, who has been told.',
};

export const holdMessage = (language: Language, reason: HoldReason) =>
  translateMessage(language, HOLD_MESSAGES[reason]);

/** The trade terms of a customer; without a row, none of the optional rules apply. */
export async function tradeTermsOf(db: Db, customerId: number) {
  const [row] = await db
    .select()
    .from(customerTradeTerms)
    .where(eq(customerTradeTerms.customerId, customerId));
  return {
    graceDays: row?.graceDays ?? null,
    poRequired: row?.poRequired ?? false,
    lateChargePercent: row?.lateChargePercent ?? '0',
  };
}

/**
 * What the customer owes and has committed: the balance of its open invoices, plus the job and sales orders submitted,
 * still open and not invoiced yet (a hold still waiting is not committed). A quote commits nothing.
 */
export async function creditExposure(db: Db, customerId: number): Promise<Micros> {
  const result = (await db.execute(sql`
    select (
      (select coalesce(sum(balance), 0) from invoices where customer_id = ${customerId} and balance > 0)
      + (select coalesce(sum(o.grand_total), 0) from orders o
          where o.customer_id = ${customerId} and o.kind in ('JO', 'SO') and o.list_group <> 'closed'
            and not exists (select 1 from invoices i where i.order_id = o.id)
            and not exists (select 1 from order_holds h where h.order_id = o.id and h.status = 'HELD'))
    )::text as exposure`)) as unknown as { rows: { exposure: string }[] };
  return micros(result.rows[0]!.exposure);
}

/** Whether the customer has an invoice still unpaid more than `graceDays` after its due date. */
async function hasInvoicesOverdue(db: Db, customerId: number, graceDays: number, today: string) {
  const result = (await db.execute(sql`
    select exists (select 1 from invoices where customer_id = ${customerId} and balance > 0
      and due_date < ${today}::date - ${graceDays}::int) as overdue`)) as unknown as {
    rows: { overdue: boolean }[];
  };
  return result.rows[0]!.overdue;
}

/**
 * The credit rules for an order of `total`, with the customer's row locked until the commit. A limit of 0 means no
 * credit line is enforced (the customer buys without one, as before limits were enforced).
 */
export async function creditHoldFor(
  tx: Db,
  customerId: number,
  total: Micros,
  today: string,
): Promise<Hold | null> {
  const [customer] = await tx
    .select({ creditLimit: customers.creditLimit, isOnCreditHold: customers.isOnCreditHold })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!customer) return null;
  if (customer.isOnCreditHold) return { kind: 'CREDIT', reason: 'MANUAL_CREDIT_HOLD' };
  const terms = await tradeTermsOf(tx, customerId);
  if (terms.graceDays !== null && (await hasInvoicesOverdue(tx, customerId, terms.graceDays, today)))
    return { kind: 'CREDIT', reason: 'OVERDUE_INVOICES' };
  const limit = micros(customer.creditLimit);
  if (limit > 0n && (await creditExposure(tx, customerId)) + total > limit)
    return { kind: 'CREDIT', reason: 'OVER_CREDIT_LIMIT' };
  return null;
}

/** A buyer's order limit at a customer, or null when the buyer has none. */
export async function orderLimitOf(db: Db, userId: number, customerId: number): Promise<Micros | null> {
  const [row] = await db
    .select({ orderLimit: buyerOrderLimits.orderLimit })
    .from(buyerOrderLimits)
    .where(and(eq(buyerOrderLimits.userId, userId), eq(buyerOrderLimits.customerId, customerId)));
  return row ? micros(row.orderLimit) : null;
}

/** The buyer's limit: an order above it waits for the customer's administrator. Staff placing an order have none. */
export async function purchaseApprovalFor(
  tx: Db,
  buyer: { userId: number; kind: 'staff' | 'customer' },
  customerId: number,
  total: Micros,
): Promise<Hold | null> {
  if (buyer.kind === 'staff') return null;
  const limit = await orderLimitOf(tx, buyer.userId, customerId);
  return limit !== null && total > limit ? { kind: 'PURCHASE_APPROVAL', reason: 'OVER_ORDER_LIMIT' } : null;
}

/** Keeps an order waiting. */
export async function holdOrder(tx: Db, orderId: number, hold: Hold, at: Date) {
  await tx.insert(orderHolds).values({ orderId, kind: hold.kind, reason: hold.reason, createdAt: at });
  await setOrderHold(tx, orderId, hold.kind);
}

/** The hold an order still waits on, if any (a repeated submission answers it again). */
export async function openHoldOf(db: Db, orderId: number): Promise<Hold | null> {
  const [row] = await db
    .select({ kind: orderHolds.kind, reason: orderHolds.reason })
    .from(orderHolds)
    .where(and(eq(orderHolds.orderId, orderId), eq(orderHolds.status, 'HELD')));
  return row ? { kind: row.kind as HoldKind, reason: row.reason as HoldReason } : null;
}
