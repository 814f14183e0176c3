import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
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

export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
  route: text('route'),
  rank: integer('rank').notNull(),
  staffOnly: boolean('staff_only').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
});

/** Role settings: which actions of a module a role may perform; permission string = MODULE:ACTION. */
export const roleSettings = pgTable(
  'role_settings',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 20 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.moduleId, t.action] }),
    index('role_settings_module_idx').on(t.moduleId),
  ],
);

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
