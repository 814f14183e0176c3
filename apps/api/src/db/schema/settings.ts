import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
  boolean,
  numeric,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { roles, users } from './users';

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

/** Who did what: every write names the user and, after switchUser, the staff member acting as them. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 60 }).notNull(),
    entityType: varchar('entity_type', { length: 40 }),
    entityId: text('entity_id'),
    details: jsonb('details'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    index('audit_log_impersonator_idx').on(t.impersonatorId),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

/** Every e-mail the product sends passes through here; without SMTP_URL it stays in the outbox (shown on /dev-help). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The text with every secret of the mail (a generated password) masked: what may be shown or kept. */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Only while a mail is kept undelivered (no SMTP): the whole text, encrypted with a key derived from JWT_SECRET. */
    sealedText: text('sealed_text'),
    /** queued, sent, failed, kept (no SMTP configured) */
    status: varchar('status', { length: 10 }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_created_idx').on(t.createdAt)],
);

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
