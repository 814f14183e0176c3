import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
import { itemTypes, metals } from '../catalog/tables';
import { customers } from '../customers/tables';
import { orders } from '../orders/tables';
import { users } from '../users/tables';

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
    /** A priority's surcharge on the estimate, in percent; as a rush tier, its fee on an order. */
    surchargePercent: numeric('surcharge_percent', { precision: 7, scale: 2 }).notNull().default('0'),
    rank: integer('rank').notNull(),
    /** A priority is a rush tier (docs/decisions.md "Rush tiers are the estimate's priorities"): its lead time in working days. */
    leadDays: integer('lead_days').notNull().default(0),
    /** How many orders of the tier the workshop takes per day; null: no limit. */
    dailyCapacity: integer('daily_capacity'),
    /** A tier left out of a saved list is no longer offered; past estimates and orders still name it. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    unique('estimate_options_kind_code_uq').on(t.kind, t.code),
    index('estimate_options_kind_idx').on(t.kind, t.rank),
  ],
);

/**
 * An estimate kept to come back to (docs/decisions.md "Saved estimates"): the choices of the estimate screen, the piece
 * it is for and the total the shared rule gave when saved. Sent to the workshop it becomes a custom order (its job
 * order) or a price quote, and keeps which: it is then read-only.
 */
export const savedEstimates = pgTable(
  'saved_estimates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The customer it is for; staff may keep one for no customer yet (chosen before it is sent). */
    customerId: integer('customer_id').references(() => customers.id),
    name: text('name').notNull(),
    /** { serviceTypeIds, metalId, weight, unit, treatmentIds, priorityId, quantity, attributes } */
    choices: jsonb('choices').notNull(),
    /** The piece the work is on; needed to send it to the workshop. */
    itemTypeId: integer('item_type_id').references(() => itemTypes.id),
    notes: text('notes'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    /** What it became: JO (a custom order and its job order) or PQ (a price quote); null while a draft. */
    sentAs: varchar('sent_as', { length: 2 }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    customOrderId: bigint('custom_order_id', { mode: 'number' }).references(() => customOrders.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_estimates_customer_idx').on(t.customerId, t.updatedAt, t.id),
    index('saved_estimates_updated_idx').on(t.updatedAt, t.id),
    index('saved_estimates_item_type_idx').on(t.itemTypeId),
    index('saved_estimates_order_idx').on(t.orderId),
    index('saved_estimates_custom_order_idx').on(t.customOrderId),
    index('saved_estimates_created_by_idx').on(t.createdByUserId),
  ],
);
