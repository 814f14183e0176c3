import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';
import { decedents } from '../decedents/tables';
import { orders } from '../orders/tables';
import { users } from '../users/tables';

/**
 * A private link a funeral home gives a decedent's family: only the token's SHA-256 is kept (the token itself is
 * shown once), the PIN as an argon2id hash. The owner is copied from the decedent so that every read is scoped by
 * customer in one condition.
 */
export const familyLinks = pgTable(
  'family_links',
  {
    id: serial('id').primaryKey(),
    decedentId: integer('decedent_id')
      .notNull()
      .references(() => decedents.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    pinHash: text('pin_hash'),
    message: text('message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    useCount: integer('use_count').notNull().default(0),
    /** Wrong PINs in a row; the 20th locks the link for good (the funeral home makes a new one). */
    wrongPins: integer('wrong_pins').notNull().default(0),
    locked: boolean('locked').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_links_decedent_idx').on(t.decedentId, t.createdAt)],
);

/**
 * A family order: the order itself belongs to the funeral home (orders.placed_via = 'family'); the family member who
 * placed it is kept here, with whether they asked for later messages (unchecked by default) and when their one
 * confirmation went out.
 */
export const familyOrders = pgTable(
  'family_orders',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    familyLinkId: integer('family_link_id')
      .notNull()
      .references(() => familyLinks.id, { onDelete: 'cascade' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    /** The family's language (en, fr): its confirmation is written in it, also when sent after a late answer. */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_orders_link_idx').on(t.familyLinkId)],
);

/**
 * The funeral home's logo and colours on its family pages: part of the customer's profile, one row per
 * customer once either is set. The logo sits under a generated key in a public media folder: it is no private data.
 */
export const familyBrandings = pgTable('family_brandings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  logoKey: text('logo_key'),
  primaryColour: varchar('primary_colour', { length: 7 }),
  accentColour: varchar('accent_colour', { length: 7 }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
