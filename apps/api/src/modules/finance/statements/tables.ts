import { date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../../customers/tables';

/**
 * The monthly statements mailed: one row per customer and month, written in the transaction that queues its mails, so
 * a second run of the month's job (a retry, another instance) finds it and mails nobody twice.
 */
export const statementMailings = pgTable(
  'statement_mailings',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The first day of the statement's month. */
    month: date('month').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.month] }),
    index('statement_mailings_month_idx').on(t.month),
  ],
);
