import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-case; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** staff or customer: staff see every customer, customer users only the customers linked to them. */
  kind: varchar('kind', { length: 10 }).notNull(),
  /** active or blocked */
  status: varchar('status', { length: 10 }).notNull().default('active'),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** A generated password sent by "forgot password"; the old one keeps working until this one is used (spec §5). */
  pendingPasswordHash: text('pending_password_hash'),
  pendingPasswordExpiresAt: timestamp('pending_password_expires_at', { withTimezone: true }),
  language: varchar('language', { length: 2 }).notNull().default('en'),
  startupModule: varchar('startup_module', { length: 40 }),
  imageUrl: text('image_url'),
  title: text('title'),
  jobTitle: text('job_title'),
  department: text('department'),
  phone1: text('phone1'),
  phone2: text('phone2'),
  mobile: text('mobile'),
  fax: text('fax'),
  website: text('website'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: text('name').notNull(),
  isStaff: boolean('is_staff').notNull().default(false),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** The customers a portal user may act for; the default one is active after sign-in. */
export const userCustomers = pgTable(
  'user_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.customerId] }),
    index('user_customers_customer_idx').on(t.customerId),
  ],
);

export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 80 }).notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * A requested change of a user's sign-in e-mail, waiting for the link sent to the new address (docs/decisions.md):
 * the token is kept as a hash, expires, and is used once; the session that asked is the one left signed in.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: uuid('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_change_requests_user_idx').on(t.userId, t.createdAt)],
);
