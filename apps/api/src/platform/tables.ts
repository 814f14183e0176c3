// Tables of the platform itself (the audit log, the mail outbox). They reference users and customers by key, the one
// thing the platform takes from modules, and only from their tables.ts.
import {
  bigint,
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

/**
 * Every e-mail the product sends passes through here: callers write a row, the outbox worker (mail-outbox.ts) delivers
 * it. Without SMTP_URL it stays in the outbox as `kept` (shown on /dev-help).
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The text with every secret of the mail (a generated password) masked: what may be shown or kept. */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * Only while a mail with secrets waits (queued, sending) or is kept undelivered (no SMTP): the whole text, encrypted
     * with a key derived from JWT_SECRET. Dropped once the mail is sent or given up.
     */
    sealedText: text('sealed_text'),
    /** Where an answer goes (the contact form's visitor); needed until the mail is sent. */
    replyTo: text('reply_to'),
    /** queued, sending, sent, failed (given up), kept (no SMTP configured), replaced (sent again as a new mail) */
    status: varchar('status', { length: 10 }).notNull(),
    /** `password` for a mail that hands a user a generated password: sending it again means a new password. */
    purpose: varchar('purpose', { length: 20 }),
    /** The user a `password` mail was for. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** When a queued mail is due; a failed attempt moves it later (back-off). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A `sending` row whose lease has passed belongs to a worker that died: it is taken again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When the mail was (last) put in the queue: it is given up MAIL_GIVE_UP_HOURS after this. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The mail that replaced this one when it was sent again with a new password. */
    replacedById: bigint('replaced_by_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_created_idx').on(t.createdAt),
    index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt),
  ],
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

/**
 * One row per scheduled job (platform/scheduled-jobs.ts): when it last ran, and the lease of the instance running it
 * now, so that one instance at a time runs a job and a run a crash cut short is taken over once its lease ends.
 */
export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  name: varchar('name', { length: 80 }).primaryKey(),
  /** The time the last successful run was due for (its `now`): what the job's isDue rule compares with. */
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** Set while an instance runs the job; another instance may take over after it. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last failure's message, cleared by the next successful run (the job is retried at the next tick). */
  lastError: text('last_error'),
  lastSummary: jsonb('last_summary'),
});
