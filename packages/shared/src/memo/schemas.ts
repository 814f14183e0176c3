import { z } from 'zod';
import { moneyInput } from '../finance/schemas';
import { pagingQuery } from '../platform/paging';
import { pagedOf } from '../platform/envelope';
import { id } from '../platform/ids';

/** Where a piece sent on memo stands: out with the customer, or returned, kept or invoiced when its due date passed. */
export const MEMO_ITEM_STATUSES = ['out', 'returned', 'kept', 'invoiced'] as const;
export type MemoItemStatus = (typeof MEMO_ITEM_STATUSES)[number];

const day = z.iso.date('Must be a date (YYYY-MM-DD)');

export const memoItemInput = z.object({
  styleCode: z.string().trim().min(1, 'Enter the style code').max(40),
  description: z.string().trim().min(1, 'Enter a description').max(300),
  quantity: z.number().int('Must be a whole number').min(1, 'Must be at least 1').max(999),
  unitPrice: moneyInput,
});

/** POST /memos (staff): pieces sent to one customer, to return or keep by the due date. */
export const sendMemoRequest = z.object({
  customerId: id,
  dueDate: day,
  note: z.string().trim().max(500).optional(),
  items: z.array(memoItemInput).min(1, 'Add at least one piece').max(200),
});

/** The pieces of a memo a customer returns or keeps. */
export const memoItemsRequest = z.object({
  itemIds: z.array(id).min(1, 'Choose at least one piece').max(200),
});

export const memoItem = z.object({
  id: z.number().int(),
  styleCode: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  status: z.enum(MEMO_ITEM_STATUSES),
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  returnId: z.number().int().nullable(),
  returnNumber: z.string().nullable(),
});
export type MemoItem = z.infer<typeof memoItem>;

export const memo = z.object({
  id: z.number().int(),
  number: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  sentOn: z.string(),
  dueDate: z.string(),
  /** Days past the due date today while pieces are still out; 0 otherwise. */
  daysOverdue: z.number().int(),
  note: z.string().nullable(),
  currencyCode: z.string(),
  /** The value of the pieces still out. */
  outValue: z.number(),
  items: z.array(memoItem),
});
export type Memo = z.infer<typeof memo>;

export const memoListQuery = pagingQuery(1).extend({
  /** Staff only: one customer. */
  customerId: id.optional(),
  /** Only memos with pieces still out. */
  openOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const memoPage = pagedOf(memo);

/** A return authorisation: the pieces the customer sends back, with its label to print. */
export const memoReturn = z.object({
  id: z.number().int(),
  number: z.string(),
  memoId: z.number().int(),
  itemIds: z.array(z.number().int()),
});

/** What keeping pieces answers: the invoice they were put on. */
export const memoKeep = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  itemIds: z.array(z.number().int()),
  amount: z.number(),
});

/** Memo out per customer, by days past the due date (staff). */
export const memoAgingCustomer = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  accountNumber: z.string(),
  currencyCode: z.string(),
  pieces: z.number().int(),
  notDue: z.number(),
  days1to30: z.number(),
  days31to60: z.number(),
  over60: z.number(),
  total: z.number(),
});
export const memoAging = z.object({ customers: z.array(memoAgingCustomer) });
