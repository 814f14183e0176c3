import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Scope } from '../../../platform/scope';
import { conflict } from '../../../platform/errors';
import { nextNumber } from '../../orders/public';
import { entityStatuses } from '../../reference/tables';
import { centsText, toCents, type Cents } from '../money';
import { customerCredits, invoices, ledgerEntries, paymentAllocations, payments } from '../tables';

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
export const actorOf = (scope: Pick<Scope, 'impersonatorId'> & { userId: number | null }): Actor => ({
  userId: scope.userId,
  impersonatorId: scope.impersonatorId,
});

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditRow = typeof customerCredits.$inferSelect;
export type EntryKind =
  | 'INVOICE_POSTED'
  | 'INVOICE_VOIDED'
  | 'INVOICE_CHARGED'
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
