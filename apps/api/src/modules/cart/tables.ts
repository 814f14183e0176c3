import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { itemTypes, metals } from '../catalog/tables';
import { customers } from '../customers/tables';
import { fingerprints } from '../decedents/tables';
import { countries, states } from '../reference/tables';
import { users } from '../users/tables';

/**
 * A shopping cart, found by the session id the browser keeps (spec §3 Cart). Anonymous storefront carts have no
 * customer; signing in claims them for the active customer.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The staff member acting for the customer (back-office cart, switch user). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    couponCode: varchar('coupon_code', { length: 40 }),
    poNumber: varchar('po_number', { length: 60 }),
    notes: text('notes'),
    customerWoNumber: varchar('customer_wo_number', { length: 60 }),
    billingStateId: integer('billing_state_id').references(() => states.id),
    shippingStateId: integer('shipping_state_id').references(() => states.id),
    shippingMethodId: integer('shipping_method_id'),
    shippingPrice: numeric('shipping_price', { precision: 14, scale: 2 }).notNull().default('0'),
    fixedSalesTax: numeric('fixed_sales_tax', { precision: 14, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_customer_idx').on(t.customerId), index('carts_user_idx').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemTypeId: integer('item_type_id')
      .notNull()
      .references(() => itemTypes.id),
    metalId: integer('metal_id').references(() => metals.id),
    quantity: integer('quantity').notNull(),
    /** The unit price when the line was added or last re-priced. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    /** The metal's price per gram used for that price: a change since is shown as a re-pricing notice. */
    metalPricePerGram: numeric('metal_price_per_gram', { precision: 14, scale: 4 }),
    /** The unit price before the metal price moved, shown as a notice until the order is submitted. */
    repricedFrom: numeric('repriced_from', { precision: 14, scale: 2 }),
    variantIds: integer('variant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Everything else the customer chose (ring size, engraving text...). */
    configuration: jsonb('configuration').notNull().default({}),
    /** The decedent's fingerprint a memorial piece is made from (docs/decisions.md "Decedents and fingerprints"). */
    fingerprintId: integer('fingerprint_id').references(() => fingerprints.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId), index('cart_items_fingerprint_idx').on(t.fingerprintId)],
);

/** Coupon codes (percentage or fixed, with validity dates, free items, items to add, discounted shipping). */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  kind: varchar('kind', { length: 10 }).notNull(),
  value: numeric('value', { precision: 14, scale: 2 }).notNull(),
  validFrom: date('valid_from'),
  validUntil: date('valid_until'),
  freeItemCodes: text('free_item_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  itemsToAddToCart: jsonb('items_to_add_to_cart').notNull().default([]),
  discountedShippingCodes: text('discounted_shipping_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  discountedShippingPrice: numeric('discounted_shipping_price', { precision: 14, scale: 2 }),
  isActive: boolean('is_active').notNull().default(true),
});

/** Sales tax rates by state (a null state: the whole country). */
export const salesTaxRates = pgTable(
  'sales_tax_rates',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: integer('state_id').references(() => states.id),
    percent: numeric('percent', { precision: 7, scale: 4 }).notNull(),
  },
  (t) => [
    unique('sales_tax_rates_uq').on(t.countryId, t.stateId).nullsNotDistinct(),
    index('sales_tax_rates_state_idx').on(t.stateId),
  ],
);
