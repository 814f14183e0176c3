import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { itemTypes, metals } from '../catalog/tables';
import { customers } from '../customers/tables';
import { fingerprints } from '../decedents/tables';
import { countries, entityStatuses, serviceTypes, states } from '../reference/tables';
import { orderAttributeDefinitions } from '../shipping/tables';
import { users } from '../users/tables';

/**
 * Job orders (JO), sales orders (SO) and price quotes (PQ) in one table: they share the lists, the detail view, notes
 * and status history (spec §4); `kind` says which it is and picks the status list.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 6 }).notNull(),
    /** Human-readable, per kind: JO-100001. */
    code: varchar('code', { length: 20 }).notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => entityStatuses.id),
    /** The status's tab (new, processing, closed), kept here so a tab's page is one index range. */
    listGroup: varchar('list_group', { length: 20 }).notNull(),
    /**
     * Set while the order waits on a decision (CREDIT: staff release or decline it; PURCHASE_APPROVAL: the customer's
     * administrator): it then leaves its status only by that decision or a cancellation. Why it waits is trade
     * credit's (order_holds); that it waits is the order's, so every move of the order can see it.
     */
    holdKind: varchar('hold_kind', { length: 20 }),
    /** The service type a job order was approved with; job services group by it. */
    serviceTypeId: integer('service_type_id').references(() => serviceTypes.id),
    placedByUserId: integer('placed_by_user_id').references(() => users.id),
    /** The staff member who placed it while acting as placedByUserId (switchUser). */
    impersonatorId: integer('impersonator_id').references(() => users.id),
    /** The submitting client's key: a repeated submission answers the order it already created. */
    /** 'family' for an order a decedent's family placed through the funeral home's link (family-links module). */
    placedVia: varchar('placed_via', { length: 10 }),
    idempotencyKey: uuid('idempotency_key').unique(),
    /** A hash of the request made under that key: the same key with another request is refused (docs/decisions.md). */
    requestFingerprint: text('request_fingerprint'),
    poNumber: text('po_number'),
    notes: text('notes'),
    customerWoNumber: text('customer_wo_number'),
    shippingMethodId: integer('shipping_method_id'),
    shippingMethodName: text('shipping_method_name'),
    shippingPrice: numeric('shipping_price', { precision: 14, scale: 2 }).notNull().default('0'),
    subTotal: numeric('sub_total', { precision: 14, scale: 2 }).notNull(),
    discountValue: numeric('discount_value', { precision: 14, scale: 2 }).notNull().default('0'),
    couponCode: varchar('coupon_code', { length: 40 }),
    salesTaxPercent: numeric('sales_tax_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    salesTaxValue: numeric('sales_tax_value', { precision: 14, scale: 2 }).notNull().default('0'),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    dueDate: date('due_date'),
    /**
     * Billing on the finished weight: null until weights are recorded; 'automatic' within the tolerance, else 'pending'
     * until the customer approves ('approved') or staff override ('overridden').
     */
    weightApproval: varchar('weight_approval', { length: 12 }),
    weightApprovedAt: timestamp('weight_approved_at', { withTimezone: true }),
    weightApprovedByUserId: integer('weight_approved_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lists (spec §4): a kind, optionally a tab or one status, newest first; customers within their own orders.
    index('orders_tab_idx').on(t.kind, t.listGroup, t.orderDate, t.id),
    index('orders_status_list_idx').on(t.kind, t.statusId, t.orderDate, t.id),
    index('orders_kind_date_idx').on(t.kind, t.orderDate, t.id),
    index('orders_customer_tab_idx').on(t.customerId, t.kind, t.listGroup, t.orderDate, t.id),
    index('orders_customer_date_idx').on(t.customerId, t.kind, t.orderDate, t.id),
    index('orders_status_idx').on(t.statusId),
    index('orders_service_type_idx').on(t.serviceTypeId),
    index('orders_placed_by_idx').on(t.placedByUserId),
    index('orders_impersonator_idx').on(t.impersonatorId),
    index('orders_weight_approved_by_idx').on(t.weightApprovedByUserId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The piece ordered; null on a charge line (below), which is no piece of the catalogue. */
    itemTypeId: integer('item_type_id').references(() => itemTypes.id),
    /**
     * A line that charges for a service rather than a piece: `RUSH_FEE`, the rush tier's fee (docs/decisions.md
     * "The rush fee is an order line"). Null on a piece's line.
     */
    charge: varchar('charge', { length: 20 }),
    /** Code, name and metal as they were when ordered: the catalogue may change later. */
    code: varchar('code', { length: 40 }).notNull(),
    name: text('name').notNull(),
    metalId: integer('metal_id').references(() => metals.id),
    metalName: text('metal_name'),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    lineTotal: numeric('line_total', { precision: 14, scale: 2 }).notNull(),
    variantIds: integer('variant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    configuration: jsonb('configuration').notNull().default({}),
    /** The decedent's fingerprint a memorial piece is made from; kept while an order names it. */
    fingerprintId: integer('fingerprint_id').references(() => fingerprints.id),
    rank: integer('rank').notNull(),
    /** Estimated grams of metal of one piece, in its metal, and the price per gram the line was priced at. */
    metalWeight: numeric('metal_weight', { precision: 10, scale: 3 }),
    metalPricePerGram: numeric('metal_price_per_gram', { precision: 14, scale: 4 }),
    /** What that price rests on (fixing, surcharge, markup, or a manual price), as the customer was shown it. */
    priceBasis: jsonb('price_basis'),
    /** Grams of metal of the whole line once finished, the price per gram billed for them, who recorded them and when. */
    finishedWeight: numeric('finished_weight', { precision: 10, scale: 3 }),
    finishedPricePerGram: numeric('finished_price_per_gram', { precision: 14, scale: 4 }),
    finishedPriceBasis: jsonb('finished_price_basis'),
    finishedWeightAt: timestamp('finished_weight_at', { withTimezone: true }),
    finishedWeightByUserId: integer('finished_weight_by_user_id').references(() => users.id),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.rank),
    check('order_items_piece_or_charge', sql`(${t.itemTypeId} is null) = (${t.charge} is not null)`),
    index('order_items_item_type_idx').on(t.itemTypeId),
    index('order_items_fingerprint_idx').on(t.fingerprintId),
    index('order_items_finished_by_idx').on(t.finishedWeightByUserId),
  ],
);

/** The sell-to, billing and shipping addresses of an order, copied from the checkout (spec §3 Checkout addresses). */
export const orderAddresses = pgTable(
  'order_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** sell_to, billing, shipping */
    role: varchar('role', { length: 10 }).notNull(),
    name: text('name').notNull(),
    company: text('company'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    zip: varchar('zip', { length: 20 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: integer('state_id').references(() => states.id),
    email: text('email'),
    phone: text('phone'),
  },
  (t) => [
    unique('order_addresses_order_role_uq').on(t.orderId, t.role),
    index('order_addresses_country_idx').on(t.countryId),
    index('order_addresses_state_idx').on(t.stateId),
  ],
);

/** Answers to the incoming order attributes asked at checkout. */
export const orderAttributeValues = pgTable(
  'order_attribute_values',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => orderAttributeDefinitions.id),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.definitionId] }),
    index('order_attribute_values_definition_idx').on(t.definitionId),
  ],
);

/** When each status was reached and by whom (the status timeline); the first row is the submission. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    statusId: integer('status_id')
      .notNull()
      .references(() => entityStatuses.id),
    changedByUserId: integer('changed_by_user_id').references(() => users.id),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    reason: text('reason'),
    reasonText: text('reason_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    index('order_status_history_status_idx').on(t.statusId),
    index('order_status_history_user_idx').on(t.changedByUserId),
  ],
);

/** The last number given to each kind's order codes; updated inside the submitting transaction. */
export const orderCounters = pgTable('order_counters', {
  kind: varchar('kind', { length: 6 }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Orders per customer, kind and status, kept in the transaction of every change: a list's item count is a sum over a
 * few rows instead of a count over every order.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: varchar('kind', { length: 6 }).notNull(),
    statusId: integer('status_id')
      .notNull()
      .references(() => entityStatuses.id),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.kind, t.statusId] }),
    index('order_status_counts_kind_idx').on(t.kind, t.statusId),
  ],
);

/**
 * Notes on an order. NOTE: written on the order's notes tab, read by customer and staff; CUSTOMER: the customer's
 * notes (with a picture) about the order or one of its items; INTERNAL: staff only (job-note-insert).
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    text: text('text').notNull(),
    /** Media storage key of the attached picture. */
    imageKey: text('image_key'),
    entityTypeCode: varchar('entity_type_code', { length: 40 }),
    authorUserId: integer('author_user_id').references(() => users.id),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.kind, t.createdAt),
    index('order_notes_author_idx').on(t.authorUserId),
    index('order_notes_impersonator_idx').on(t.impersonatorId),
    // The private media route finds a picture's note by its key.
    index('order_notes_image_idx').on(t.imageKey),
  ],
);

// Invoices moved to ./finance.ts (the receivables ledger).
