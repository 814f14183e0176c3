import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { itemTypes, metals } from './catalog';
import { customers } from './customers';
import { orders } from './orders';
import { users } from './users';

/**
 * A piece the customer designed in the custom order builder: an item type with its metal, variants, stones and parts
 * (sub-items by attached entity type) and reference pictures. A top-level custom order becomes a job order; its
 * children (the band of a bridal set) are further lines of the same job.
 */
export const customOrders = pgTable(
  'custom_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => customOrders.id),
    itemTypeId: integer('item_type_id')
      .notNull()
      .references(() => itemTypes.id),
    metalId: integer('metal_id').references(() => metals.id),
    quantity: integer('quantity').notNull().default(1),
    variantIds: integer('variant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** [{ itemTypeID, attachedEntityTypeId, quantity }] */
    subItems: jsonb('sub_items').notNull().default([]),
    configuration: jsonb('configuration').notNull().default({}),
    description: text('description'),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    jobOrderId: bigint('job_order_id', { mode: 'number' }).references(() => orders.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('custom_orders_customer_idx').on(t.customerId, t.createdAt, t.id),
    index('custom_orders_parent_idx').on(t.parentId),
    index('custom_orders_job_idx').on(t.jobOrderId),
    index('custom_orders_item_type_idx').on(t.itemTypeId),
    index('custom_orders_metal_idx').on(t.metalId),
    index('custom_orders_created_by_idx').on(t.createdByUserId),
    index('custom_orders_impersonator_idx').on(t.impersonatorId),
  ],
);

export const customOrderImages = pgTable(
  'custom_order_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customOrderId: bigint('custom_order_id', { mode: 'number' })
      .notNull()
      .references(() => customOrders.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    rank: integer('rank').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('custom_order_images_order_idx').on(t.customOrderId, t.rank),
    index('custom_order_images_key_idx').on(t.imageKey),
  ],
);

/** Treatments (finishes) and priorities an estimate offers, with their price or surcharge (GET /Estimate/data). */
export const estimateOptions = pgTable(
  'estimate_options',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** TREATMENT or PRIORITY */
    kind: varchar('kind', { length: 10 }).notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull().default('0'),
    /** A priority's surcharge on the estimate, in percent. */
    surchargePercent: numeric('surcharge_percent', { precision: 7, scale: 2 }).notNull().default('0'),
    rank: integer('rank').notNull(),
  },
  (t) => [
    unique('estimate_options_kind_code_uq').on(t.kind, t.code),
    index('estimate_options_kind_idx').on(t.kind, t.rank),
  ],
);
