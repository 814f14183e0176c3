import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { roles } from '../users/tables';

/** Fixed values of the installation (spec §6: OWNER_COMPANY_CODE). */
export const hardcodedSettings = pgTable('hardcoded_settings', {
  code: varchar('code', { length: 60 }).primaryKey(),
  valStr: text('val_str'),
});

export const formatSettings = pgTable('format_settings', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
});

export const adminSettingGroups = pgTable('admin_setting_groups', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 60 }).notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr'),
  rank: integer('rank').notNull().default(100),
});

export const adminSettings = pgTable(
  'admin_settings',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => adminSettingGroups.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 80 }).notNull().unique(),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    rank: integer('rank').notNull().default(100),
    value: text('value'),
    /** string, number, boolean or select; the value is kept as text and checked against the rules below on PUT. */
    valueType: varchar('value_type', { length: 10 }).notNull().default('string'),
    /** select: the allowed values. */
    options: jsonb('options').$type<string[]>(),
    minValue: numeric('min_value', { precision: 14, scale: 2 }),
    maxValue: numeric('max_value', { precision: 14, scale: 2 }),
    maxLength: integer('max_length'),
    /** string: email or url, checked on PUT. */
    format: varchar('format', { length: 10 }),
    isRequired: boolean('is_required').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_settings_group_idx').on(t.groupId)],
);

/** Companies known to the installation; the owner company is the one OWNER_COMPANY_CODE names. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  website: text('website'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  city: text('city'),
  zip: text('zip'),
  stateName: text('state_name'),
  countryName: text('country_name'),
  currencyCode: varchar('currency_code', { length: 3 }).notNull().default('USD'),
  currencySymbol: varchar('currency_symbol', { length: 4 }).notNull().default('$'),
});

/**
 * Field settings (spec §7 Settings): per screen, field and role, whether the field is shown, required or read-only. No
 * row means shown, optional and editable. Read on every request that needs them (no cache), so a change holds at once.
 */
export const fieldSettings = pgTable(
  'field_settings',
  {
    screenCode: varchar('screen_code', { length: 40 }).notNull(),
    fieldCode: varchar('field_code', { length: 60 }).notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    isVisible: boolean('is_visible').notNull().default(true),
    isRequired: boolean('is_required').notNull().default(false),
    isReadOnly: boolean('is_read_only').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'field_settings_pk', columns: [t.screenCode, t.fieldCode, t.roleId] }),
    index('field_settings_role_idx').on(t.roleId, t.screenCode),
  ],
);

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
