import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';
import { orders } from '../orders/tables';
import { users } from '../users/tables';

/**
 * A customer's trade terms beside its credit limit (a customer column): the grace period before overdue invoices hold
 * new orders, whether checkout needs a PO number, and the monthly late charge. Without a row: no grace rule, no PO
 * rule, no late charge.
 */
export const customerTradeTerms = pgTable(
  'customer_trade_terms',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    graceDays: integer('grace_days'),
    poRequired: boolean('po_required').notNull().default(false),
    lateChargePercent: numeric('late_charge_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customer_trade_terms_grace_check', sql`${t.graceDays} is null or ${t.graceDays} >= 0`),
    check('customer_trade_terms_late_charge_check', sql`${t.lateChargePercent} >= 0`),
    index('customer_trade_terms_updated_by_idx').on(t.updatedByUserId),
  ],
);

/**
 * An order kept waiting: on credit hold (staff release or decline it) or above its buyer's order limit (the customer's
 * administrator approves or declines it). At most one open hold per order.
 */
export const orderHolds = pgTable(
  'order_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** CREDIT or PURCHASE_APPROVAL */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** OVER_CREDIT_LIMIT, OVERDUE_INVOICES, MANUAL_CREDIT_HOLD or OVER_ORDER_LIMIT */
    reason: varchar('reason', { length: 24 }).notNull(),
    /** HELD, then RELEASED (approved) or DECLINED */
    status: varchar('status', { length: 10 }).notNull().default('HELD'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_holds_open_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'HELD'`),
    index('order_holds_order_idx').on(t.orderId),
    index('order_holds_kind_status_idx').on(t.kind, t.status, t.createdAt),
    index('order_holds_decided_by_idx').on(t.decidedByUserId),
  ],
);

/** A buyer's order limit at a customer: an order of that buyer totalling more waits for the administrator. */
export const buyerOrderLimits = pgTable(
  'buyer_order_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderLimit: numeric('order_limit', { precision: 14, scale: 2 }).notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.customerId] }),
    check('buyer_order_limits_limit_check', sql`${t.orderLimit} >= 0`),
    index('buyer_order_limits_customer_idx').on(t.customerId),
    index('buyer_order_limits_updated_by_idx').on(t.updatedByUserId),
  ],
);
