import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';
import { invoices } from '../finance/tables';
import { users } from '../users/tables';

/** Pieces sent to a customer on memo (sale or return), to return or keep by the due date. */
export const memos = pgTable(
  'memos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    sentOn: date('sent_on').notNull(),
    dueDate: date('due_date').notNull(),
    note: text('note'),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    /** When the reminder before the due date was queued: the daily job reminds once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memos_customer_idx').on(t.customerId, t.sentOn, t.id),
    index('memos_due_idx').on(t.dueDate),
    index('memos_created_by_idx').on(t.createdByUserId),
  ],
);

/** A return authorisation: the pieces of one memo the customer sends back, under one number and label. */
export const memoReturns = pgTable(
  'memo_returns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    memoId: bigint('memo_id', { mode: 'number' })
      .notNull()
      .references(() => memos.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memo_returns_memo_idx').on(t.memoId),
    index('memo_returns_created_by_idx').on(t.createdByUserId),
  ],
);

/**
 * One line of a memo. `status` leaves `out` once, by a conditional update (`where status = 'out'`): a keep and the
 * automatic invoicing racing for a piece cannot both take it, so it is never invoiced twice.
 */
export const memoItems = pgTable(
  'memo_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memoId: bigint('memo_id', { mode: 'number' })
      .notNull()
      .references(() => memos.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    styleCode: varchar('style_code', { length: 40 }).notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('out'),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id),
    returnId: bigint('return_id', { mode: 'number' }).references(() => memoReturns.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('memo_items_status_check', sql`${t.status} in ('out', 'returned', 'kept', 'invoiced')`),
    check('memo_items_quantity_check', sql`${t.quantity} > 0`),
    check('memo_items_price_check', sql`${t.unitPrice} >= 0`),
    // An invoiced piece names its invoice and a returned one its return authorisation.
    check(
      'memo_items_outcome_check',
      sql`(${t.status} in ('kept', 'invoiced')) = (${t.invoiceId} is not null) and (${t.status} = 'returned') = (${t.returnId} is not null)`,
    ),
    index('memo_items_memo_idx').on(t.memoId, t.rank),
    index('memo_items_out_idx')
      .on(t.memoId)
      .where(sql`${t.status} = 'out'`),
    index('memo_items_invoice_idx').on(t.invoiceId),
    index('memo_items_return_idx').on(t.returnId),
  ],
);
