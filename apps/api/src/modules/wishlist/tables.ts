import { bigserial, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { itemTypes, metals } from '../catalog/tables';
import { customers } from '../customers/tables';
import { users } from '../users/tables';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    itemTypeId: integer('item_type_id')
      .notNull()
      .references(() => itemTypes.id, { onDelete: 'cascade' }),
    metalId: integer('metal_id').references(() => metals.id),
    configuration: jsonb('configuration').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wishlist_items_owner_idx').on(t.userId, t.customerId, t.createdAt)],
);
