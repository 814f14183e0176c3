import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { carts } from '../cart/tables';
import { masterAlloys, metalFixings, metals } from '../catalog/tables';
import { customers } from '../customers/tables';
import { customerCredits } from '../finance/tables';
import { orders } from '../orders/tables';
import { users } from '../users/tables';

/**
 * Metal issued to and returned from one production step of a job order (docs/jewelry-trade.md §4): the job's loss per
 * step is what was issued less what came back. Rows are only added; a mistake is mended by a movement the other way.
 */
export const metalMovements = pgTable(
  'metal_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The production step: casting, filing, setting, polishing... */
    step: varchar('step', { length: 40 }).notNull(),
    direction: varchar('direction', { length: 8 }).notNull(),
    metalId: integer('metal_id')
      .notNull()
      .references(() => metals.id),
    grams: numeric('grams', { precision: 10, scale: 3 }).notNull(),
    /** Who the metal went to or came from at the bench (a caster, a setter), as the workshop names them. */
    worker: text('worker'),
    note: text('note'),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
    recordedByUserId: integer('recorded_by_user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index('metal_movements_order_idx').on(t.orderId, t.movedAt),
    index('metal_movements_metal_idx').on(t.metalId, t.movedAt),
    index('metal_movements_user_idx').on(t.recordedByUserId),
    check('metal_movements_grams_positive', sql`${t.grams} > 0`),
    check('metal_movements_direction', sql`${t.direction} in ('issued', 'returned')`),
  ],
);

/**
 * The metal rules staff set, one row (id 1): the finished-weight tolerance billed without the customer's approval, and
 * how long a price lock holds and how much metal one customer may hold locked (the manufacturer's exposure).
 */
export const metalSettings = pgTable(
  'metal_settings',
  {
    id: integer('id').primaryKey().default(1),
    weightTolerancePercent: numeric('weight_tolerance_percent', { precision: 5, scale: 2 })
      .notNull()
      .default('5'),
    lockHours: integer('lock_hours').notNull().default(48),
    lockCapGrams: numeric('lock_cap_grams', { precision: 10, scale: 3 }).notNull().default('500'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('metal_settings_one_row', sql`${t.id} = 1`)],
);

/** A customer's own lock window and cap, where staff set one; no row (or a null) means the metal settings'. */
export const customerMetalTerms = pgTable('customer_metal_terms', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  lockHours: integer('lock_hours'),
  lockCapGrams: numeric('lock_cap_grams', { precision: 10, scale: 3 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A price lock: the metal prices of a cart or of an open price quote held until `expiresAt` (docs/jewelry-trade.md §3:
 * "a lock stores fixing, price, premium, weight cap and expiry"). `prices` keeps, per metal, the price per gram and its
 * basis as locked; `grams` is the metal weight it holds, counted against the customer's cap while the lock is active.
 */
export const metalPriceLocks = pgTable(
  'metal_price_locks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    quoteOrderId: bigint('quote_order_id', { mode: 'number' }).references(() => orders.id, {
      onDelete: 'cascade',
    }),
    /** The fixing the lock holds (of the lines' main metal); every metal's own basis is in `prices`. */
    fixingId: integer('fixing_id').references(() => metalFixings.id),
    prices: jsonb('prices').notNull(),
    grams: numeric('grams', { precision: 10, scale: 3 }).notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lockedByUserId: integer('locked_by_user_id')
      .notNull()
      .references(() => users.id),
    /** The order submitted under the lock; a used lock holds no more metal against the cap. */
    usedByOrderId: bigint('used_by_order_id', { mode: 'number' }).references(() => orders.id, {
      onDelete: 'set null',
    }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('metal_price_locks_customer_idx').on(t.customerId, t.expiresAt),
    index('metal_price_locks_cart_idx').on(t.cartId),
    index('metal_price_locks_quote_idx').on(t.quoteOrderId),
    index('metal_price_locks_fixing_idx').on(t.fixingId),
    index('metal_price_locks_user_idx').on(t.lockedByUserId),
    index('metal_price_locks_used_by_idx').on(t.usedByOrderId),
    check('metal_price_locks_grams', sql`${t.grams} >= 0`),
    check('metal_price_locks_target', sql`num_nonnulls(${t.cartId}, ${t.quoteOrderId}) <= 1`),
  ],
);

/**
 * A customer's old gold (or other metal) received at the workshop and tested by staff: credited at the day's fixing on
 * its fine content, less the master alloy's refining charge, as a customer credit (docs/jewelry-trade.md §3).
 */
export const customerMetalReceipts = pgTable(
  'customer_metal_receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    masterAlloyId: integer('master_alloy_id')
      .notNull()
      .references(() => masterAlloys.id),
    grams: numeric('grams', { precision: 10, scale: 3 }).notNull(),
    /** As tested (assayed), not as stamped. */
    fineness: numeric('fineness', { precision: 6, scale: 4 }).notNull(),
    fixingId: integer('fixing_id')
      .notNull()
      .references(() => metalFixings.id),
    pricePerOunce: numeric('price_per_ounce', { precision: 14, scale: 2 }).notNull(),
    refiningChargePercent: numeric('refining_charge_percent', { precision: 5, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    creditId: bigint('credit_id', { mode: 'number' })
      .notNull()
      .references(() => customerCredits.id),
    note: text('note'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    testedByUserId: integer('tested_by_user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index('customer_metal_receipts_customer_idx').on(t.customerId, t.receivedAt),
    index('customer_metal_receipts_alloy_idx').on(t.masterAlloyId),
    index('customer_metal_receipts_fixing_idx').on(t.fixingId),
    index('customer_metal_receipts_credit_idx').on(t.creditId),
    index('customer_metal_receipts_user_idx').on(t.testedByUserId),
    check('customer_metal_receipts_grams', sql`${t.grams} > 0`),
    check('customer_metal_receipts_fineness', sql`${t.fineness} > 0 and ${t.fineness} <= 1`),
  ],
);
