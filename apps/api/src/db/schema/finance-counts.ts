import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { entityStatuses } from './reference';

/**
 * Invoices per customer and status, and payments per customer, status and processor: a finance list's item count is a
 * sum over a few rows instead of a count over every invoice or payment (docs/decisions.md "Finance list counts"). Kept
 * by statement triggers on `invoices` and `payments` (migration 0022), so no write path can forget them.
 */
export const invoiceStatusCounts = pgTable(
  'invoice_status_counts',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => entityStatuses.id),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.statusId] }),
    index('invoice_status_counts_status_idx').on(t.statusId),
  ],
);

export const paymentStatusCounts = pgTable(
  'payment_status_counts',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: varchar('status', { length: 10 }).notNull(),
    processor: varchar('processor', { length: 10 }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.status, t.processor] })],
);
