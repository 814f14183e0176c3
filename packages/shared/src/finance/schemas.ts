import { z } from 'zod';
import { pagedOf } from '../platform/envelope';
import type { FilterValue } from '../platform/filters';
import { id } from '../platform/ids';
import { filtersParam, pagingQuery } from '../platform/paging';

// ---- Finance (spec §3 Invoice, Payment, Customer credit): shapes the calls of the domain share. ----
// Money leaves the API as a number with at most 2 decimals, as the orders domain does (api-conventions); the server
// computes it exactly (platform/decimal.ts) from numeric(14,2).

/** Invoice statuses (GET /EntityStatus/invoiceStatuses). OVERDUE is an open or partly paid invoice past its due date. */
export const INVOICE_STATUSES = ['OPEN', 'PARTIALLY_PAID', 'OVERDUE', 'PAID', 'VOID'] as const;
export type InvoiceStatusCode = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How money came in: a card processor, PayPal, or what staff recorded. */
export const PAYMENT_PROCESSORS = [
  'SQUARE',
  'NMI',
  'PAYPAL',
  'CHECK',
  'WIRE',
  'ACH',
  'CASH',
  'OTHER',
] as const;
export type PaymentProcessor = (typeof PAYMENT_PROCESSORS)[number];

/**
 * Customer credit kinds (docs/payments.md §5): issued by staff, left over from an overpayment, owed back, and a
 * customer's old metal received at the workshop (docs/jewelry-trade.md §3).
 */
export const CREDIT_KINDS = ['credit_memo', 'prepayment', 'refund_due', 'scrap_metal'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** An amount typed by a person or sent by a client: a number or a decimal string, at most 2 decimals, never negative. */
export const moneyInput = z
  .union([z.number(), z.string().trim()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'Must be an amount of money with at most 2 decimals'));

const day = z.iso.date('Must be a date (YYYY-MM-DD)');
/** One value or a list of them (status "OPEN" or ["OPEN", "OVERDUE"]). */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v : [v]), z.array(item).min(1).max(20));
const upper = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(values));
const lower = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(values));

/** `filters` of a finance list: the JSON object of the spec's calls, each key checked (an unknown key is a 400). */
const filtersOf = <T extends z.ZodType>(schema: T) =>
  filtersParam.pipe(schema as unknown as z.ZodType<z.output<T>, Record<string, FilterValue>>);

const commonFilters = {
  dateFrom: day.optional(),
  dateTo: day.optional(),
  /** The number, or a part of it (INV-5000 finds INV-500012). */
  number: z.string().trim().max(40).optional(),
  /** Staff only: one customer. A portal user's list is always its active customer's. */
  customerId: id.optional(),
};

/** GET /invoices filters: status (one or several), dates, number, open only or a minimum balance, customer (staff). */
export const invoiceFilters = z.strictObject({
  ...commonFilters,
  status: oneOrMany(upper(INVOICE_STATUSES)).optional(),
  /** Only invoices with something left to pay. */
  openOnly: z.boolean().optional(),
  minBalance: moneyInput.optional(),
});
export type InvoiceFilters = z.output<typeof invoiceFilters>;

export const INVOICE_SORTS = ['date', 'dueDate', 'number', 'total', 'balance'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

const sortAsc = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .default(false);

export const invoiceListQuery = pagingQuery(1).extend({
  filters: filtersOf(invoiceFilters),
  sortBy: z.enum(INVOICE_SORTS).default('date'),
  /** spec §7: newest first unless asked. */
  sortAsc,
});

/** One row of the invoice list (spec §3 Invoice: number, date, balance). */
export const invoiceListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  dueDate: z.string().nullable(),
  statusCode: z.enum(INVOICE_STATUSES),
  statusName: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  accountNumber: z.string(),
  orderId: z.number().int().nullable(),
  orderCode: z.string().nullable(),
  poNumber: z.string().nullable(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  currencyCode: z.string(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;
export const invoicePage = pagedOf(invoiceListItem);

export const invoiceLine = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
});

/** A payment's share of an invoice, as the invoice shows it. */
export const appliedPayment = z.object({
  paymentId: z.number().int(),
  number: z.string(),
  date: z.string(),
  processor: z.string(),
  cardLabel: z.string().nullable(),
  amount: z.number(),
  /** A reversed allocation is listed (crossed out) but no longer counts. */
  reversed: z.boolean(),
});

/** A customer credit used on an invoice. */
export const appliedCredit = z.object({
  creditId: z.number().int(),
  number: z.string(),
  kind: z.enum(CREDIT_KINDS),
  date: z.string(),
  amount: z.number(),
  reversed: z.boolean(),
});

export const billToAddress = z.object({
  name: z.string(),
  lines: z.array(z.string()),
  city: z.string(),
  zip: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** ISO codes found from the names when the invoice is read, so it prints in its country's order; null when unknown. */
  countryCode: z.string().nullable().optional(),
  stateCode: z.string().nullable().optional(),
});

/** One invoice with its lines, totals and what paid it. */
export const invoiceDetail = invoiceListItem.extend({
  notes: z.string().nullable(),
  billTo: billToAddress.nullable(),
  subTotal: z.number(),
  discountValue: z.number(),
  shippingPrice: z.number(),
  salesTaxValue: z.number(),
  lines: z.array(invoiceLine),
  payments: z.array(appliedPayment),
  credits: z.array(appliedCredit),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

/** GET /Payment filters. */
export const paymentFilters = z.strictObject({
  ...commonFilters,
  status: oneOrMany(lower(PAYMENT_STATUSES)).optional(),
  processor: oneOrMany(upper(PAYMENT_PROCESSORS)).optional(),
  /** Payments that paid this invoice. */
  invoiceId: id.optional(),
});
export type PaymentFilters = z.output<typeof paymentFilters>;

/** spec §9: the payments page numbers start at 0. */
export const paymentListQuery = pagingQuery(0).extend({
  filters: filtersOf(paymentFilters),
  sortAsc,
});

/** One row of the payment list (spec §3 Payment: number, date, amount). */
export const paymentListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  amount: z.number(),
  /** What went to invoices; the rest became a prepayment credit (spec §5). */
  allocated: z.number(),
  unallocated: z.number(),
  currencyCode: z.string(),
  processor: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  cardLabel: z.string().nullable(),
  reference: z.string().nullable(),
  /** Why a failed payment failed: the processor's code (shown in the reader's language) and its own words. */
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  customerId: z.number().int(),
  customerName: z.string(),
  accountNumber: z.string(),
  invoiceNumbers: z.array(z.string()),
});
export type PaymentListItem = z.infer<typeof paymentListItem>;
export const paymentPage = pagedOf(paymentListItem);

/** GET /CustomerCredit filters. */
export const creditFilters = z.strictObject({
  ...commonFilters,
  kind: oneOrMany(lower(CREDIT_KINDS)).optional(),
  /** Only credits with a balance left to use. */
  openOnly: z.boolean().optional(),
});
export type CreditFilters = z.output<typeof creditFilters>;

export const creditListQuery = pagingQuery(1).extend({
  filters: filtersOf(creditFilters),
  sortAsc,
});

/** One row of the customer credit list (spec §3 Customer credit: number, date, refunded, balance). */
export const creditListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  kind: z.enum(CREDIT_KINDS),
  amount: z.number(),
  applied: z.number(),
  refunded: z.number(),
  balance: z.number(),
  currencyCode: z.string(),
  reason: z.string().nullable(),
  customerId: z.number().int(),
  customerName: z.string(),
  accountNumber: z.string(),
  sourcePaymentNumber: z.string().nullable(),
  sourceInvoiceNumber: z.string().nullable(),
});
export type CreditListItem = z.infer<typeof creditListItem>;
export const creditPage = pagedOf(creditListItem);

/**
 * A PDF answer: the bytes, `application/pdf`, instead of the envelope (a missing or another customer's record is
 * still the envelope's 404). Documentation only: the handler streams the file.
 */
export const pdfDocument = z.any().meta({ type: 'string', format: 'binary', description: 'A PDF document' });
