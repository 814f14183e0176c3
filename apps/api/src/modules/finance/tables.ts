// Over 400 lines on purpose: the finance domain's tables (ledger, invoices, credits, cards, payments, refunds and their
// idempotency records) reference each other and drizzle-kit reads them as one schema; split by table they would only
// import each other back.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';
import { orderItems, orders } from '../orders/tables';
import { entityStatuses } from '../reference/tables';
import { users } from '../users/tables';

/**
 * The receivables ledger (docs/payments.md §5). Every amount is numeric(14,2). What a customer owes is derived from
 * `ledger_entries`, which are only ever appended; `invoices.balance` and `customer_credits.balance` are caches of that
 * derivation written in the same transaction as the entries (docs/decisions.md), so the lists can sort and filter on
 * them.
 */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** The address an invoice is billed to, copied when it is issued (the customer's address may change later). */
export interface BillToAddress {
  name: string;
  lines: string[];
  city: string;
  zip: string | null;
  state: string | null;
  country: string | null;
}

/**
 * Invoices. `status_id` is the settlement status the ledger last wrote (OPEN, PARTIALLY_PAID, PAID, VOID); OVERDUE
 * is read from the due date at query time, so no job has to move invoices when a day passes.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The invoice number (spec §3). */
    code: varchar('code', { length: 20 }).notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => entityStatuses.id),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date'),
    /** The invoice total: Σ lines − discount + shipping + tax. */
    amount: money('amount').notNull(),
    subTotal: money('sub_total').notNull().default('0'),
    discountValue: money('discount_value').notNull().default('0'),
    shippingPrice: money('shipping_price').notNull().default('0'),
    salesTaxValue: money('sales_tax_value').notNull().default('0'),
    /** Cache of Σ ledger_entries.invoice_change for this invoice; written only by the ledger. */
    balance: money('balance').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    poNumber: text('po_number'),
    notes: text('notes'),
    billTo: jsonb('bill_to').$type<BillToAddress>(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoices_amount_check', sql`${t.amount} >= 0`),
    check('invoices_balance_check', sql`${t.balance} >= 0 and ${t.balance} <= ${t.amount}`),
    // The list: newest first, for everyone (staff) or one customer; open ones only; one status.
    index('invoices_customer_idx').on(t.customerId, t.invoiceDate, t.id),
    index('invoices_date_idx').on(t.invoiceDate, t.id),
    index('invoices_status_date_idx').on(t.statusId, t.invoiceDate, t.id),
    index('invoices_customer_status_idx').on(t.customerId, t.statusId, t.invoiceDate, t.id),
    index('invoices_open_idx')
      .on(t.invoiceDate, t.id)
      .where(sql`${t.balance} > 0`),
    index('invoices_customer_open_idx')
      .on(t.customerId, t.invoiceDate, t.id)
      .where(sql`${t.balance} > 0`),
    index('invoices_due_idx').on(t.dueDate),
    // The open invoices not yet due, counted to split a status's total into open and overdue.
    index('invoices_status_due_idx').on(t.statusId, t.dueDate, t.customerId),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_status_idx').on(t.statusId),
    index('invoices_created_by_idx').on(t.createdByUserId),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderItemId: bigint('order_item_id', { mode: 'number' }).references(() => orderItems.id),
    rank: integer('rank').notNull(),
    code: varchar('code', { length: 40 }),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [
    check('invoice_lines_quantity_check', sql`${t.quantity} > 0`),
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.rank),
    index('invoice_lines_order_item_idx').on(t.orderItemId),
  ],
);

/**
 * Cards saved at a processor. Only the processor's references and what a person needs to recognise the card: never a
 * card number or a CSC (PCI DSS SAQ A, docs/payments.md §3).
 */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    processor: varchar('processor', { length: 10 }).notNull(),
    processorCustomerRef: text('processor_customer_ref').notNull(),
    processorCardRef: text('processor_card_ref').notNull(),
    brand: varchar('brand', { length: 30 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    billingPostalCode: varchar('billing_postal_code', { length: 20 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('credit_cards_processor_check', sql`${t.processor} in ('SQUARE', 'NMI')`),
    check('credit_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('credit_cards_exp_month_check', sql`${t.expMonth} between 1 and 12`),
    unique('credit_cards_processor_ref_uq').on(t.processor, t.processorCardRef),
    index('credit_cards_customer_idx').on(t.customerId, t.deletedAt),
    index('credit_cards_created_by_idx').on(t.createdByUserId),
    index('credit_cards_impersonator_idx').on(t.impersonatorId),
  ],
);

/**
 * The idempotency record of a card save (POST /creditcard/insertsquarecard, /creditcard/nmi-card): written before the
 * processor is called, with the request's fingerprint, so the same key with another request is refused before
 * anything happens, and the same request again answers the card it saved (docs/decisions.md).
 */
export const cardSaveRequests = pgTable(
  'card_save_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    idempotencyKey: varchar('idempotency_key', { length: 45 }).notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    creditCardId: bigint('credit_card_id', { mode: 'number' }).references(() => creditCards.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('card_save_requests_customer_key_uq').on(t.customerId, t.idempotencyKey),
    index('card_save_requests_card_idx').on(t.creditCardId),
  ],
);

/**
 * A payment, from its reservation (`pending`, docs/payments.md §4 phase 1) to `succeeded` or `failed`. The row is also
 * the idempotency record of the request that made it: one per (customer, key), with the request's fingerprint (a
 * changed request under the same key is refused), the phase reached and the stored answer.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The payment number (spec §3). */
    code: varchar('code', { length: 20 }).notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    amount: money('amount').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    /** SQUARE, NMI, PAYPAL, or how staff recorded money received (CHECK, WIRE, ACH, CASH, OTHER). */
    processor: varchar('processor', { length: 10 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** A hash of what was asked (amounts, invoices, card): the same key with another request is a 409. */
    requestFingerprint: text('request_fingerprint'),
    /** started, payment_created, charge_answered, finished (docs/payments.md §4). */
    recoveryPoint: varchar('recovery_point', { length: 20 }).notNull().default('finished'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    responseCode: integer('response_code'),
    responseBody: jsonb('response_body'),
    gatewayRef: text('gateway_ref'),
    cardId: bigint('card_id', { mode: 'number' }).references(() => creditCards.id),
    /** Brand and last four digits as the processor answered, kept when the saved card is later deleted. */
    cardLabel: text('card_label'),
    /** A cart paid while it was submitted (createorderandpay). */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    /** A check number, wire reference or note. */
    reference: text('reference'),
    failureCode: varchar('failure_code', { length: 60 }),
    failureMessage: text('failure_message'),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amount} > 0`),
    check(
      'payments_processor_check',
      sql`${t.processor} in ('SQUARE', 'NMI', 'PAYPAL', 'CHECK', 'WIRE', 'ACH', 'CASH', 'OTHER')`,
    ),
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    unique('payments_customer_key_uq').on(t.customerId, t.idempotencyKey),
    index('payments_customer_date_idx').on(t.customerId, t.paymentDate, t.id),
    index('payments_date_idx').on(t.paymentDate, t.id),
    index('payments_status_date_idx').on(t.status, t.paymentDate, t.id),
    // The reconciliation job's work list.
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('payments_card_idx').on(t.cardId),
    index('payments_order_idx').on(t.orderId),
    index('payments_created_by_idx').on(t.createdByUserId),
    index('payments_impersonator_idx').on(t.impersonatorId),
  ],
);

/**
 * What part of a payment went to which invoice. While the payment is pending its allocations are reservations (they
 * lower what another payer may allocate, not the invoice's balance); they post when the payment succeeds.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    amount: money('amount').notNull(),
  },
  (t) => [
    check('payment_allocations_amount_check', sql`${t.amount} > 0`),
    unique('payment_allocations_payment_invoice_uq').on(t.paymentId, t.invoiceId),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * Customer credits (spec §3: number, date, refunded, balance): credit memos issued by staff, prepayments from an
 * overpayment (spec §5), money due back to the customer after a reversed allocation.
 */
export const customerCredits = pgTable(
  'customer_credits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: varchar('kind', { length: 12 }).notNull(),
    amount: money('amount').notNull(),
    /** Cache of Σ ledger_entries.credit_change for this credit; written only by the ledger. */
    balance: money('balance').notNull(),
    /** Cache of the credit's refunds (spec §3 "refunded"). */
    refunded: money('refunded').notNull().default('0'),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    sourcePaymentId: bigint('source_payment_id', { mode: 'number' }).references(() => payments.id),
    /** The invoice a credit memo was issued against, if any. */
    sourceInvoiceId: bigint('source_invoice_id', { mode: 'number' }).references(() => invoices.id),
    creditDate: date('credit_date').notNull(),
    reason: text('reason'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'customer_credits_kind_check',
      sql`${t.kind} in ('credit_memo', 'prepayment', 'refund_due', 'scrap_metal')`,
    ),
    check('customer_credits_amount_check', sql`${t.amount} > 0`),
    check(
      'customer_credits_balance_check',
      sql`${t.balance} >= 0 and ${t.refunded} >= 0 and ${t.balance} + ${t.refunded} <= ${t.amount}`,
    ),
    index('customer_credits_customer_idx').on(t.customerId, t.creditDate, t.id),
    index('customer_credits_date_idx').on(t.creditDate, t.id),
    index('customer_credits_source_payment_idx').on(t.sourcePaymentId),
    index('customer_credits_source_invoice_idx').on(t.sourceInvoiceId),
    index('customer_credits_created_by_idx').on(t.createdByUserId),
    index('customer_credits_impersonator_idx').on(t.impersonatorId),
  ],
);

/**
 * The customer's credits used in one pay request (POST /payment/pay with a `creditAmount`): the idempotency record of
 * a request that credits pay alone (no payment row then), linked to the card payment that pays the rest otherwise.
 * `applied` while its credit applications stand; `released` once a declined card gave them back (reversed in the
 * ledger), so credits are never used for invoices the card did not pay (docs/decisions.md).
 */
export const creditPayments = pgTable(
  'credit_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    amount: money('amount').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_payments_amount_check', sql`${t.amount} > 0`),
    check('credit_payments_status_check', sql`${t.status} in ('applied', 'released')`),
    unique('credit_payments_customer_key_uq').on(t.customerId, t.idempotencyKey),
    index('credit_payments_payment_idx').on(t.paymentId),
    index('credit_payments_created_by_idx').on(t.createdByUserId),
    index('credit_payments_impersonator_idx').on(t.impersonatorId),
  ],
);

/** A customer credit used to pay (part of) an invoice. */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The pay request that used the credit, when it was used from the pay dialog. */
    creditPaymentId: bigint('credit_payment_id', { mode: 'number' }).references(() => creditPayments.id),
    creditId: bigint('credit_id', { mode: 'number' })
      .notNull()
      .references(() => customerCredits.id),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    amount: money('amount').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
  },
  (t) => [
    check('credit_applications_amount_check', sql`${t.amount} > 0`),
    index('credit_applications_credit_idx').on(t.creditId),
    index('credit_applications_invoice_idx').on(t.invoiceId),
    index('credit_applications_created_by_idx').on(t.createdByUserId),
    index('credit_applications_credit_payment_idx').on(t.creditPaymentId),
  ],
);

/** Money paid back to the customer, out of a credit's balance (and, for a card payment, through its processor). */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    creditId: bigint('credit_id', { mode: 'number' }).references(() => customerCredits.id),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    gatewayRefundId: text('gateway_refund_id'),
    reason: text('reason'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_source_check', sql`${t.paymentId} is not null or ${t.creditId} is not null`),
    unique('refunds_customer_key_uq').on(t.customerId, t.idempotencyKey),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_credit_idx').on(t.creditId),
    index('refunds_created_by_idx').on(t.createdByUserId),
    index('refunds_impersonator_idx').on(t.impersonatorId),
  ],
);

/**
 * The append-only journal (a trigger refuses UPDATE and DELETE). Each entry says how much it changes an invoice's
 * balance and a credit's balance; a correction is a REVERSAL entry with both changes negated. Balances are sums.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** INVOICE_POSTED, INVOICE_VOIDED, PAYMENT_ALLOCATED, CREDIT_ISSUED, CREDIT_APPLIED, CREDIT_REFUNDED, REVERSAL. */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The money of the event, always positive. */
    amount: money('amount').notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id),
    invoiceChange: money('invoice_change').notNull().default('0'),
    creditId: bigint('credit_id', { mode: 'number' }).references(() => customerCredits.id),
    creditChange: money('credit_change').notNull().default('0'),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    allocationId: bigint('allocation_id', { mode: 'number' }).references(() => paymentAllocations.id),
    applicationId: bigint('application_id', { mode: 'number' }).references(() => creditApplications.id),
    refundId: bigint('refund_id', { mode: 'number' }).references(() => refunds.id),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    impersonatorId: integer('impersonator_id').references(() => users.id),
  },
  (t) => [
    check('ledger_entries_amount_check', sql`${t.amount} > 0`),
    check('ledger_entries_invoice_check', sql`${t.invoiceId} is not null or ${t.invoiceChange} = 0`),
    check('ledger_entries_credit_check', sql`${t.creditId} is not null or ${t.creditChange} = 0`),
    unique('ledger_entries_reverses_uq').on(t.reversesId),
    index('ledger_entries_customer_idx').on(t.customerId, t.postedAt),
    index('ledger_entries_invoice_idx').on(t.invoiceId),
    index('ledger_entries_credit_idx').on(t.creditId),
    index('ledger_entries_payment_idx').on(t.paymentId),
    index('ledger_entries_allocation_idx').on(t.allocationId),
    index('ledger_entries_application_idx').on(t.applicationId),
    index('ledger_entries_refund_idx').on(t.refundId),
    index('ledger_entries_created_by_idx').on(t.createdByUserId),
    index('ledger_entries_impersonator_idx').on(t.impersonatorId),
  ],
);

/** Payment terms per customer (spec §7 customerfinancialsetting); credit limit and hold stay on `customers`. */
export const customerFinancialSettings = pgTable('customer_financial_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** NET30, NET15, DUE_ON_RECEIPT, ... */
  paymentTermsCode: varchar('payment_terms_code', { length: 20 }).notNull(),
  termsDays: integer('terms_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * One late charge per invoice and month (the key makes a second run of the month add nothing); the percentage is the
 * customer's trade terms (modules/trade-credit).
 */
export const lateCharges = pgTable(
  'late_charges',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** YYYY-MM */
    month: varchar('month', { length: 7 }).notNull(),
    invoiceLineId: bigint('invoice_line_id', { mode: 'number' })
      .notNull()
      .references(() => invoiceLines.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The monthly percentage and the overdue balance it was taken on: the line is worded from them when read. */
    percent: numeric('percent', { precision: 5, scale: 2 }),
    overdueBalance: numeric('overdue_balance', { precision: 14, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.month] }),
    index('late_charges_invoice_line_idx').on(t.invoiceLineId),
  ],
);
