// Tables of the platform itself (the audit log, the mail outbox). They reference users and customers by key, the one
// thing the platform takes from modules, and only from their tables.ts.
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../modules/customers/tables';
import { users } from '../modules/users/tables';

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
 * What a call taking an `Idempotency-Key` header answered (platform/retry-keys.ts): a retry under the same key gets the
 * same answer instead of doing the work again. Kept a day; `status` is null while the first request runs.
 */
export const retryKeys = pgTable(
  'retry_keys',
  {
    /** Who sent it: `user:<id>/<customer id or staff>`, or `address:<ip>` for a call without sign-in. */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** `POST /api/JobOrders/notes` and the hash of the request: the same key for another request is refused. */
    call: text('call').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index('retry_keys_created_idx').on(t.createdAt)],
);
