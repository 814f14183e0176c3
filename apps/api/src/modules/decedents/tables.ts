import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fingerprints_decedent_idx').on(t.decedentId, t.createdAt)],
);
