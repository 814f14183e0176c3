// The sign-up applications live beside customers/tables.ts rather than in it: an application names its reviewing user,
// and users point at customers, so one file would import users/tables.ts back in a cycle.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from './tables';
import { customerTypes } from '../reference/tables';
import { users } from '../users/tables';

/** An address as a sign-up application holds it until staff approve it into the customer's addresses. */
export interface ApplicationAddress {
  line1: string;
  line2: string | null;
  city: string;
  zip: string | null;
  countryId: number;
  stateId: number | null;
}

/** A prospective customer's application from the storefront's sign-up page; staff approve or decline it. */
export const signUpApplications = pgTable(
  'sign_up_applications',
  {
    id: serial('id').primaryKey(),
    companyName: text('company_name').notNull(),
    customerTypeId: integer('customer_type_id').references(() => customerTypes.id, { onDelete: 'set null' }),
    taxId: text('tax_id'),
    website: text('website'),
    phone: text('phone'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    jobTitle: text('job_title'),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    billingAddress: jsonb('billing_address').$type<ApplicationAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ApplicationAddress>(),
    notes: text('notes'),
    /** pending, approved or declined */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    declineReason: text('decline_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_up_applications_status_idx').on(t.status, t.createdAt),
    check('sign_up_applications_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
  ],
);
