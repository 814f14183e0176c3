import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';
import { customerCredits } from '../finance/tables';
import { orders } from '../orders/tables';
import { users } from '../users/tables';

/** The percentage a funeral home earns on its paid family orders; no row is 0 %. Staff set it. */
export const commissionRates = pgTable('commission_rates', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One commission per paid family order (the unique order id makes earning it idempotent): the goods total and the rate
 * as they were when it was earned, the amount in exact cents. Settled once, as a payout with its reference or as a
 * customer credit (the credit's id).
 */
export const commissions = pgTable(
  'commissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    goodsTotal: numeric('goods_total', { precision: 14, scale: 2 }).notNull(),
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** payout or credit, set with settledAt. */
    settlement: varchar('settlement', { length: 8 }),
    settlementReference: text('settlement_reference'),
    creditId: bigint('credit_id', { mode: 'number' }).references(() => customerCredits.id),
    settledBy: integer('settled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('commissions_customer_idx').on(t.customerId, t.earnedAt),
    index('commissions_credit_idx').on(t.creditId),
    index('commissions_settled_by_idx').on(t.settledBy),
    check(
      'commissions_settlement_check',
      sql`${t.settlement} is null or ${t.settlement} in ('payout', 'credit')`,
    ),
    check('commissions_settled_check', sql`(${t.settledAt} is null) = (${t.settlement} is null)`),
  ],
);
