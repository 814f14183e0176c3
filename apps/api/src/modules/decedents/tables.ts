import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';
import { users } from '../users/tables';

/**
 * The people a funeral home serves, kept so that memorial pieces can be made from their fingerprints (docs/decisions.md
 * "Decedents and fingerprints").
 */
export const decedents = pgTable(
  'decedents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    dateOfDeath: date('date_of_death'),
    /** The funeral home's own case number. */
    referenceNumber: varchar('reference_number', { length: 60 }),
    notes: text('notes'),
    /** Archived decedents leave the lists; their prints stay on the orders made from them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('decedents_customer_name_idx').on(t.customerId, t.lastName, t.firstName),
    index('decedents_customer_death_idx').on(t.customerId, t.dateOfDeath),
    index('decedents_name_idx').on(t.lastName, t.firstName),
    check(
      'decedents_dates_check',
      sql`${t.dateOfBirth} is null or ${t.dateOfDeath} is null or ${t.dateOfBirth} <= ${t.dateOfDeath}`,
    ),
  ],
);

/**
 * A fingerprint of a decedent: a private picture under `fingerprints/` with the measures of its quality check and the
 * consent given for it (who gave it, the statement as shown, who recorded it and when).
 */
export const fingerprints = pgTable(
  'fingerprints',
  {
    id: serial('id').primaryKey(),
    decedentId: integer('decedent_id')
      .notNull()
      .references(() => decedents.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull().unique(),
    label: varchar('label', { length: 80 }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contrast: real('contrast').notNull(),
    sharpness: real('sharpness').notNull(),
    consentGivenBy: text('consent_given_by').notNull(),
    consentStatement: text('consent_statement').notNull(),
    consentRecordedBy: integer('consent_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member who recorded it while acting as consentRecordedBy (switch user). */
    consentRecordedImpersonator: integer('consent_recorded_impersonator').references(() => users.id, {
      onDelete: 'set null',
    }),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    /** Set when the authorisation is withdrawn: the print is no longer served nor used, and waits for destruction. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** When a locked print is destroyed by the retention job (withdrawal asks for it at the job's next run). */
    destroyDueAt: timestamp('destroy_due_at', { withTimezone: true }),
    /** The picture and its resized copies are gone; the row stays for the orders and the access log naming it. */
    destroyedAt: timestamp('destroyed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fingerprints_decedent_idx').on(t.decedentId, t.createdAt)],
);

/** The statement a next of kin agrees to, in versions staff maintain in both languages; a version is never edited. */
export const authorizationStatements = pgTable('authorization_statements', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull().unique(),
  textEn: text('text_en').notNull(),
  textFr: text('text_fr').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A next of kin's authorisation to keep and use a decedent's prints: who signed, the statement as shown, the signature
 * (typed, or a drawn picture under `authorizations/`) and the signed PDF kept beside it. A withdrawn one stays on
 * record.
 */
export const printAuthorizations = pgTable(
  'print_authorizations',
  {
    id: serial('id').primaryKey(),
    decedentId: integer('decedent_id')
      .notNull()
      .references(() => decedents.id),
    statementId: integer('statement_id')
      .notNull()
      .references(() => authorizationStatements.id),
    /** The statement's text in the language it was shown in. */
    statementText: text('statement_text').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    signerName: text('signer_name').notNull(),
    relationship: varchar('relationship', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }).notNull(),
    signatureKind: varchar('signature_kind', { length: 10 }).notNull(),
    /** A typed signature: the name as typed. */
    signatureText: text('signature_text'),
    /** A drawn signature: the picture's media key. */
    signatureKey: text('signature_key'),
    /** The signed PDF, made when the authorisation is recorded (the demo's on its first download). */
    pdfKey: text('pdf_key'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedImpersonator: integer('recorded_impersonator').references(() => users.id, {
      onDelete: 'set null',
    }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: integer('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawalReason: text('withdrawal_reason'),
  },
  (t) => [
    index('print_authorizations_decedent_idx').on(t.decedentId, t.signedAt),
    check(
      'print_authorizations_signature_check',
      sql`(${t.signatureKind} = 'typed' and ${t.signatureText} is not null) or (${t.signatureKind} = 'drawn' and ${t.signatureKey} is not null)`,
    ),
  ],
);

/**
 * The chain of custody: one row per access to a decedent's prints (view, download, use on an order, render, export,
 * destruction, authorisation). Append-only: a trigger refuses UPDATE and DELETE (docs/decisions.md "Chain of custody").
 */
export const printAccessLog = pgTable(
  'print_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    decedentId: integer('decedent_id')
      .notNull()
      .references(() => decedents.id),
    fingerprintId: integer('fingerprint_id').references(() => fingerprints.id),
    action: varchar('action', { length: 20 }).notNull(),
    // Plain numbers, no foreign keys: a log row outlives the user or customer it names, and a key's ON DELETE would be
    // an UPDATE the trigger refuses.
    userId: integer('user_id'),
    impersonatorId: integer('impersonator_id'),
    /** The customer session's customer, when the access came from one. */
    customerId: integer('customer_id'),
    staff: boolean('staff').notNull(),
    /** A family's private link (no user), when the access came through one. */
    familyLinkId: integer('family_link_id'),
    sessionId: text('session_id'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('print_access_log_decedent_idx').on(t.decedentId, t.at),
    index('print_access_log_fingerprint_idx').on(t.fingerprintId),
  ],
);
