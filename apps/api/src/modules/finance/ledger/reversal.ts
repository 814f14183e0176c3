import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../platform/errors';
import { toCents } from '../money';
import { ledgerEntries } from '../tables';
import { issueCredit } from './credits';
import {
  appendEntry,
  lockCredits,
  lockInvoices,
  setCreditBalance,
  setInvoiceBalance,
  type Actor,
} from './entries';

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
