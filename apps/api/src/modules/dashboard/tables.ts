import { bigserial, index, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { masterAlloys } from '../catalog/tables';
import { users } from '../users/tables';

/**
 * Every market price a master alloy has had, with when and by whom it was set: the dashboard's metal trend reads it.
 * A row is written in the same transaction as the price change itself (catalog/metals-service.ts), so the history
 * never disagrees with the price in master_alloys.
 */
export const metalPriceHistory = pgTable(
  'metal_price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    masterAlloyId: integer('master_alloy_id')
      .notNull()
      .references(() => masterAlloys.id, { onDelete: 'cascade' }),
    pricePerOunce: numeric('price_per_ounce', { precision: 14, scale: 2 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('metal_price_history_alloy_idx').on(t.masterAlloyId, t.changedAt),
    index('metal_price_history_user_idx').on(t.changedByUserId),
  ],
);
