// Over 400 lines: the receivables ledger's postings (invoice, void, credit, apply, refund, reverse) share its row
// locks, balance setters and entry writer; splitting it by call belongs to the split of the largest services.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  creditApplications,
  customerCredits,
  invoiceLines,
  invoices,
  ledgerEntries,
  paymentAllocations,
  payments,
  refunds,
  type BillToAddress,
} from './tables';
import { nextNumber } from '../orders/public';
import { entityStatuses } from '../reference/tables';
import { conflict, invalid, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { centsText, sumCents, toCents, type Cents } from './money';

/**
 * The posting rules of the receivables ledger (docs/payments.md §5). Every function runs inside the caller's
 * transaction, locks what it changes with SELECT … FOR UPDATE in a fixed order (invoices by id, then credits by id,
 * then payments), appends ledger entries and, in the same transaction, refreshes the cached balances and statuses.
 * A balance never goes below zero: each posting checks it under the lock, and CHECK constraints back it up.
 */

/** Who posts: the user and, after switchUser, the staff member acting as them. */
export interface Actor {
  userId: number | null;
  impersonatorId: number | null;
}

/** The user, and the staff member acting as them, that a posting is recorded under. */
export const actorOf = (scope: Pick<Scope, 'userId' | 'impersonatorId'>): Actor => ({
  userId: scope.userId,
  impersonatorId: scope.impersonatorId,
});

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditRow = typeof customerCredits.$inferSelect;
export type EntryKind =
  | 'INVOICE_POSTED'
  | 'INVOICE_VOIDED'
  | 'PAYMENT_ALLOCATED'
  | 'CREDIT_ISSUED'
  | 'CREDIT_APPLIED'
  | 'CREDIT_REFUNDED'
  | 'REVERSAL';

export interface Entry {
  customerId: number;
  kind: EntryKind;
  amount: Cents;
  invoiceId?: number;
  invoiceChange?: Cents;
  creditId?: number;
  creditChange?: Cents;
  paymentId?: number;
  allocationId?: number;
  applicationId?: number;
  refundId?: number;
  reversesId?: number;
  postedAt?: Date;
}

export async function appendEntry(tx: Db, actor: Actor, entry: Entry) {
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      customerId: entry.customerId,
      kind: entry.kind,
      amount: centsText(entry.amount),
      invoiceId: entry.invoiceId ?? null,
      invoiceChange: centsText(entry.invoiceChange ?? 0n),
      creditId: entry.creditId ?? null,
      creditChange: centsText(entry.creditChange ?? 0n),
      paymentId: entry.paymentId ?? null,
      allocationId: entry.allocationId ?? null,
      applicationId: entry.applicationId ?? null,
      refundId: entry.refundId ?? null,
      reversesId: entry.reversesId ?? null,
      ...(entry.postedAt ? { postedAt: entry.postedAt } : {}),
      createdByUserId: actor.userId,
      impersonatorId: actor.impersonatorId,
    })
    .returning();
  return row!;
}

/** The next human-readable number of a kind (INV-500001, PAY-700001, CM-300001): the orders' shared counters. */
export { nextNumber };

/** The invoice statuses' ids of this database, by code. */
export async function invoiceStatusIds(tx: Db): Promise<Record<string, number>> {
  return statusIdsByCode(
    await tx
      .select({ id: entityStatuses.id, code: entityStatuses.code })
      .from(entityStatuses)
      .where(eq(entityStatuses.kind, 'INVOICE')),
  );
}

export const statusIdsByCode = (rows: { id: number; code: string }[]): Record<string, number> =>
  Object.fromEntries(rows.map((r) => [r.code, r.id]));

/** The settlement status a balance means; OVERDUE is read from the due date when the invoice is shown. */
export function settlementStatus(total: Cents, balance: Cents): 'OPEN' | 'PARTIALLY_PAID' | 'PAID' {
  if (balance === 0n) return 'PAID';
  return balance === total ? 'OPEN' : 'PARTIALLY_PAID';
}

/** Locks invoices in id order (a fixed order keeps two payers from deadlocking) and returns them by id. */
export async function lockInvoices(tx: Db, ids: number[]): Promise<Map<number, InvoiceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(invoices)
    .where(inArray(invoices.id, [...new Set(ids)]))
    .orderBy(invoices.id)
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

export async function lockCredits(tx: Db, ids: number[]): Promise<Map<number, CreditRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(customerCredits)
    .where(inArray(customerCredits.id, [...new Set(ids)]))
    .orderBy(customerCredits.id)
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** What pending payments have reserved of each invoice (docs/payments.md §4 phase 1). */
export async function reservedCents(tx: Db, invoiceIds: number[]): Promise<Map<number, Cents>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await tx
    .select({
      invoiceId: paymentAllocations.invoiceId,
      reserved: sql<string>`sum(${paymentAllocations.amount})::text`,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(eq(payments.status, 'pending'), inArray(paymentAllocations.invoiceId, invoiceIds)))
    .groupBy(paymentAllocations.invoiceId);
  return new Map(rows.map((r) => [r.invoiceId, toCents(r.reserved)]));
}

/** Writes an invoice's new cached balance and status, in the transaction of the entry that changed it. */
export async function setInvoiceBalance(tx: Db, invoice: InvoiceRow, balance: Cents) {
  if (balance < 0n) throw conflict(`The balance of invoice ${invoice.code} cannot go below zero`);
  const statuses = await invoiceStatusIds(tx);
  const voided = invoice.statusId === statuses.VOID;
  const statusId = voided ? invoice.statusId : statuses[settlementStatus(toCents(invoice.amount), balance)]!;
  await tx
    .update(invoices)
    .set({ balance: centsText(balance), statusId })
    .where(eq(invoices.id, invoice.id));
  invoice.balance = centsText(balance);
  invoice.statusId = statusId;
}

export async function setCreditBalance(tx: Db, credit: CreditRow, balance: Cents, refunded?: Cents) {
  if (balance < 0n) throw conflict(`The balance of credit ${credit.code} cannot go below zero`);
  const next = { balance: centsText(balance), refunded: centsText(refunded ?? toCents(credit.refunded)) };
  await tx.update(customerCredits).set(next).where(eq(customerCredits.id, credit.id));
  Object.assign(credit, next);
}

export interface NewInvoiceLine {
  code?: string | null;
  description: string;
  /** Decimal text, e.g. '2' or '1.5'. */
  quantity: string;
  unitPrice: string;
  orderItemId?: number | null;
}

export interface NewInvoice {
  customerId: number;
  currencyCode: string;
  invoiceDate: string;
  dueDate?: string | null;
  orderId?: number | null;
  lines: NewInvoiceLine[];
  discountValue?: string;
  shippingPrice?: string;
  salesTaxValue?: string;
  poNumber?: string | null;
  notes?: string | null;
  billTo?: BillToAddress | null;
  createdAt?: Date;
}

/** A line's total: quantity × unit price, rounded half away from zero to the cent. */
export function lineTotalCents(quantity: string, unitPrice: string): Cents {
  const q = toMillis(quantity);
  const product = q * toCents(unitPrice); // thousandths of a cent
  return (product + (product >= 0n ? 500n : -500n)) / 1000n;
}

function toMillis(quantity: string): bigint {
  const [whole = '0', fraction = ''] = quantity.trim().split('.');
  if (!/^\d+$/.test(whole) || !/^\d{0,3}$/.test(fraction)) throw invalid('quantity', 'Not a quantity');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
}

/**
 * Posts an invoice: the invoice (numbered INV-…), its lines and the INVOICE_POSTED entry that makes its balance.
 * Total = Σ lines − discount + shipping + tax (spec §5's cart rule, the figures already rounded).
 */
export async function postInvoice(tx: Db, actor: Actor, input: NewInvoice): Promise<InvoiceRow> {
  if (input.lines.length === 0) throw invalid('lines', 'An invoice needs at least one line');
  const totals = input.lines.map((l) => lineTotalCents(l.quantity, l.unitPrice));
  const subTotal = sumCents(totals);
  const amount =
    subTotal -
    toCents(input.discountValue ?? '0') +
    toCents(input.shippingPrice ?? '0') +
    toCents(input.salesTaxValue ?? '0');
  if (amount < 0n) throw invalid('discountValue', 'The discount is above the invoice total');
  const statuses = await invoiceStatusIds(tx);
  const number = await nextNumber(tx, 'INV', 500001);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      code: `INV-${number}`,
      customerId: input.customerId,
      orderId: input.orderId ?? null,
      statusId: statuses[amount === 0n ? 'PAID' : 'OPEN']!,
      invoiceDate: input.invoiceDate,
      dueDate: input.dueDate ?? null,
      amount: centsText(amount),
      subTotal: centsText(subTotal),
      discountValue: input.discountValue ?? '0',
      shippingPrice: input.shippingPrice ?? '0',
      salesTaxValue: input.salesTaxValue ?? '0',
      balance: centsText(amount),
      currencyCode: input.currencyCode,
      poNumber: input.poNumber ?? null,
      notes: input.notes ?? null,
      billTo: input.billTo ?? null,
      createdByUserId: actor.userId,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  await tx.insert(invoiceLines).values(
    input.lines.map((line, rank) => ({
      invoiceId: invoice!.id,
      orderItemId: line.orderItemId ?? null,
      rank,
      code: line.code ?? null,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: centsText(totals[rank]!),
    })),
  );
  if (amount > 0n) {
    await appendEntry(tx, actor, {
      customerId: input.customerId,
      kind: 'INVOICE_POSTED',
      amount,
      invoiceId: invoice!.id,
      invoiceChange: amount,
      postedAt: input.createdAt,
    });
  }
  return invoice!;
}

/** Voids an invoice nothing has paid yet: its whole balance is written off by an INVOICE_VOIDED entry. */
export async function voidInvoice(tx: Db, actor: Actor, invoiceId: number) {
  const invoice = (await lockInvoices(tx, [invoiceId])).get(invoiceId);
  if (!invoice) throw notFound('The invoice');
  const statuses = await invoiceStatusIds(tx);
  if (invoice.statusId === statuses.VOID) throw conflict('This invoice is already void');
  if (invoice.balance !== invoice.amount) throw conflict('A paid or partly paid invoice cannot be voided');
  const reserved = (await reservedCents(tx, [invoiceId])).get(invoiceId) ?? 0n;
  if (reserved > 0n) throw conflict('A payment of this invoice is in progress');
  const balance = toCents(invoice.balance);
  if (balance > 0n) {
    await appendEntry(tx, actor, {
      customerId: invoice.customerId,
      kind: 'INVOICE_VOIDED',
      amount: balance,
      invoiceId,
      invoiceChange: -balance,
    });
  }
  await tx.update(invoices).set({ balance: '0', statusId: statuses.VOID! }).where(eq(invoices.id, invoiceId));
}

const CREDIT_PREFIX = { credit_memo: 'CM', prepayment: 'PP', refund_due: 'RD', scrap_metal: 'SM' } as const;

export interface NewCredit {
  customerId: number;
  kind: keyof typeof CREDIT_PREFIX;
  amount: Cents;
  currencyCode: string;
  creditDate: string;
  reason?: string | null;
  sourcePaymentId?: number | null;
  sourceInvoiceId?: number | null;
  createdAt?: Date;
}

/** Issues a customer credit (credit memo, prepayment, refund due, scrap metal) and the CREDIT_ISSUED entry that makes its balance. */
export async function issueCredit(tx: Db, actor: Actor, input: NewCredit): Promise<CreditRow> {
  if (input.amount <= 0n) throw invalid('amount', 'A credit must be above zero');
  const number = await nextNumber(tx, 'CREDIT', 300001);
  const [credit] = await tx
    .insert(customerCredits)
    .values({
      code: `${CREDIT_PREFIX[input.kind]}-${number}`,
      customerId: input.customerId,
      kind: input.kind,
      amount: centsText(input.amount),
      balance: centsText(input.amount),
      currencyCode: input.currencyCode,
      sourcePaymentId: input.sourcePaymentId ?? null,
      sourceInvoiceId: input.sourceInvoiceId ?? null,
      creditDate: input.creditDate,
      reason: input.reason ?? null,
      createdByUserId: actor.userId,
      impersonatorId: actor.impersonatorId,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  await appendEntry(tx, actor, {
    customerId: input.customerId,
    kind: 'CREDIT_ISSUED',
    amount: input.amount,
    creditId: credit!.id,
    creditChange: input.amount,
    paymentId: input.sourcePaymentId ?? undefined,
    postedAt: input.createdAt,
  });
  return credit!;
}

/** Uses (part of) a customer credit on an invoice of the same customer. */
export async function applyCredit(
  tx: Db,
  actor: Actor,
  input: {
    creditId: number;
    invoiceId: number;
    amount: Cents;
    customerId?: number;
    at?: Date;
    /** The pay request that uses the credit (payments/credit-payments.ts). */
    creditPaymentId?: number;
  },
) {
  if (input.amount <= 0n) throw invalid('amount', 'The amount must be above zero');
  const invoice = (await lockInvoices(tx, [input.invoiceId])).get(input.invoiceId);
  const credit = (await lockCredits(tx, [input.creditId])).get(input.creditId);
  const owner = input.customerId ?? credit?.customerId;
  if (!invoice || invoice.customerId !== owner) throw notFound('The invoice');
  if (!credit || credit.customerId !== owner) throw notFound('The customer credit');
  if (credit.currencyCode !== invoice.currencyCode)
    throw conflict('The credit and the invoice differ in currency');
  const available =
    toCents(invoice.balance) - ((await reservedCents(tx, [invoice.id])).get(invoice.id) ?? 0n);
  if (input.amount > available)
    throw conflict(`The amount is above the balance of invoice ${invoice.code} (${centsText(available)})`);
  if (input.amount > toCents(credit.balance))
    throw conflict(`The amount is above the balance of credit ${credit.code} (${credit.balance})`);
  const [application] = await tx
    .insert(creditApplications)
    .values({
      creditId: credit.id,
      invoiceId: invoice.id,
      amount: centsText(input.amount),
      creditPaymentId: input.creditPaymentId ?? null,
      createdByUserId: actor.userId,
      ...(input.at ? { appliedAt: input.at } : {}),
    })
    .returning();
  await appendEntry(tx, actor, {
    customerId: invoice.customerId,
    kind: 'CREDIT_APPLIED',
    amount: input.amount,
    invoiceId: invoice.id,
    invoiceChange: -input.amount,
    creditId: credit.id,
    creditChange: -input.amount,
    applicationId: application!.id,
    postedAt: input.at,
  });
  await setInvoiceBalance(tx, invoice, toCents(invoice.balance) - input.amount);
  await setCreditBalance(tx, credit, toCents(credit.balance) - input.amount);
  return application!;
}

/** Pays (part of) a credit's balance back to the customer; a card refund passes the processor's refund id. */
export async function refundCredit(
  tx: Db,
  actor: Actor,
  input: {
    creditId: number;
    amount: Cents;
    customerId?: number;
    paymentId?: number | null;
    gatewayRefundId?: string | null;
    idempotencyKey?: string | null;
    reason?: string | null;
  },
) {
  if (input.amount <= 0n) throw invalid('amount', 'The amount must be above zero');
  const credit = (await lockCredits(tx, [input.creditId])).get(input.creditId);
  if (!credit || (input.customerId !== undefined && credit.customerId !== input.customerId))
    throw notFound('The customer credit');
  if (input.amount > toCents(credit.balance))
    throw conflict(`The amount is above the balance of credit ${credit.code} (${credit.balance})`);
  const [refund] = await tx
    .insert(refunds)
    .values({
      customerId: credit.customerId,
      creditId: credit.id,
      paymentId: input.paymentId ?? credit.sourcePaymentId,
      amount: centsText(input.amount),
      status: 'succeeded',
      idempotencyKey: input.idempotencyKey ?? null,
      gatewayRefundId: input.gatewayRefundId ?? null,
      reason: input.reason ?? null,
      createdByUserId: actor.userId,
      impersonatorId: actor.impersonatorId,
    })
    .returning();
  await appendEntry(tx, actor, {
    customerId: credit.customerId,
    kind: 'CREDIT_REFUNDED',
    amount: input.amount,
    creditId: credit.id,
    creditChange: -input.amount,
    refundId: refund!.id,
    paymentId: refund!.paymentId ?? undefined,
  });
  await setCreditBalance(
    tx,
    credit,
    toCents(credit.balance) - input.amount,
    toCents(credit.refunded) + input.amount,
  );
  return refund!;
}

/**
 * Reverses a payment allocation or a credit application (a mistaken posting, a charge-back): a REVERSAL entry with
 * both changes negated re-opens the invoice. Money a reversed allocation frees is owed back to the customer, so it
 * becomes a refund_due credit in the same transaction: a payment's money is always on an invoice or on a credit.
 */
export async function reverseEntry(
  tx: Db,
  actor: Actor,
  input: { entryId: number; reason: string; today: string },
) {
  const [entry] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, input.entryId));
  if (!entry || (entry.kind !== 'PAYMENT_ALLOCATED' && entry.kind !== 'CREDIT_APPLIED'))
    throw notFound('The posting');
  const [already] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reversesId, entry.id)));
  if (already) throw conflict('This posting is already reversed');
  const invoice = (await lockInvoices(tx, [entry.invoiceId!])).get(entry.invoiceId!)!;
  const credit = entry.creditId ? (await lockCredits(tx, [entry.creditId])).get(entry.creditId)! : null;
  const amount = toCents(entry.amount);
  await appendEntry(tx, actor, {
    customerId: entry.customerId,
    kind: 'REVERSAL',
    amount,
    invoiceId: invoice.id,
    invoiceChange: -toCents(entry.invoiceChange),
    creditId: credit?.id,
    creditChange: -toCents(entry.creditChange),
    paymentId: entry.paymentId ?? undefined,
    allocationId: entry.allocationId ?? undefined,
    applicationId: entry.applicationId ?? undefined,
    reversesId: entry.id,
  });
  await setInvoiceBalance(tx, invoice, toCents(invoice.balance) - toCents(entry.invoiceChange));
  if (credit) await setCreditBalance(tx, credit, toCents(credit.balance) - toCents(entry.creditChange));
  if (entry.kind === 'PAYMENT_ALLOCATED') {
    await issueCredit(tx, actor, {
      customerId: entry.customerId,
      kind: 'refund_due',
      amount,
      currencyCode: invoice.currencyCode,
      creditDate: input.today,
      reason: input.reason,
      sourcePaymentId: entry.paymentId,
      sourceInvoiceId: invoice.id,
    });
  }
}

/** The balances as the ledger derives them (Σ of the entries), for checks against the cached columns. */
export async function derivedInvoiceBalance(db: Db, invoiceId: number): Promise<Cents> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.invoiceChange}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.invoiceId, invoiceId));
  return toCents(row!.total);
}

/** Invoices and credits whose cached balance is not the derivation (an empty answer is the healthy one). */
export async function ledgerDrift(
  db: Db,
): Promise<{ kind: string; id: number; cached: string; derived: string }[]> {
  const result = (await db.execute(sql`
    select 'invoice' as kind, i.id::int as id, i.balance::text as cached,
      coalesce(sum(e.invoice_change), 0)::text as derived
    from invoices i left join ledger_entries e on e.invoice_id = i.id
    group by i.id having i.balance <> coalesce(sum(e.invoice_change), 0)
    union all
    select 'credit', c.id::int, c.balance::text, coalesce(sum(e.credit_change), 0)::text
    from customer_credits c left join ledger_entries e on e.credit_id = c.id
    group by c.id having c.balance <> coalesce(sum(e.credit_change), 0)`)) as unknown as {
    rows: { kind: string; id: number; cached: string; derived: string }[];
  };
  return result.rows;
}
