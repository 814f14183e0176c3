import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { creditApplications, creditPayments, customerCredits, ledgerEntries } from '../tables';
import { invalid } from '../../../platform/errors';
import { applyCredit } from '../ledger/credits';
import { lockCredits, lockInvoices, type Actor } from '../ledger/entries';
import { reverseEntry } from '../ledger/reversal';
import { centsText, sumCents, toCents, type Cents } from '../money';
import { keyReused } from './request-key';
import type { PayAnswer } from './service';

/**
 * The customer's credits in the pay dialog (POST /payment/pay `creditAmount`): credits pay first, oldest credit first,
 * the invoices in the order the payer listed them; the card pays the rest. The credits are applied in the transaction
 * that reserves the card payment (so no other payer can take them or the invoices meanwhile) and given back by
 * reversing entries, in the transaction that records a decline (docs/decisions.md "Credits in the pay dialog").
 */

export type CreditPaymentRow = typeof creditPayments.$inferSelect;

/** What the payer asked the credits to pay and the card to pay, per invoice, in cents. */
export interface CreditSplit {
  credit: { creditId: number; invoiceId: number; cents: Cents }[];
  card: { invoiceId: number; cents: Cents }[];
}

/**
 * Locks the invoices (the ledger's lock order: invoices, then credits) and the customer's open credits in the
 * currency, and splits the invoice amounts between credits and card. Refusals (400 on `creditAmount`, nothing
 * written): credits above the invoice amounts (credits never become a prepayment), or above what the customer holds.
 * Only the paying customer's credits are ever read.
 */
export async function splitCredits(
  tx: Db,
  customerId: number,
  currencyCode: string,
  creditCents: Cents,
  invoices: { invoiceId: number; cents: Cents }[],
): Promise<CreditSplit> {
  if (creditCents > sumCents(invoices.map((i) => i.cents)))
    throw invalid('creditAmount', 'Credits can pay at most the amounts given to the invoices');
  await lockInvoices(
    tx,
    invoices.map((i) => i.invoiceId),
  );
  const open = await tx
    .select({ id: customerCredits.id })
    .from(customerCredits)
    .where(
      and(
        eq(customerCredits.customerId, customerId),
        eq(customerCredits.currencyCode, currencyCode),
        gt(customerCredits.balance, '0'),
      ),
    );
  const locked = await lockCredits(
    tx,
    open.map((c) => c.id),
  );
  const credits = [...locked.values()]
    .filter((c) => c.customerId === customerId && toCents(c.balance) > 0n)
    .sort((a, b) => a.creditDate.localeCompare(b.creditDate) || a.id - b.id)
    .map((c) => ({ id: c.id, left: toCents(c.balance) }));
  const available = sumCents(credits.map((c) => c.left));
  if (creditCents > available)
    throw invalid(
      'creditAmount',
      `The credits applied are above the available credits (${centsText(available)})`,
    );

  const split: CreditSplit = { credit: [], card: [] };
  let toApply = creditCents;
  for (const invoice of invoices) {
    let owed = invoice.cents;
    for (const credit of credits) {
      if (toApply === 0n || owed === 0n) break;
      const cents = [credit.left, owed, toApply].reduce((a, b) => (a < b ? a : b));
      if (cents === 0n) continue;
      split.credit.push({ creditId: credit.id, invoiceId: invoice.invoiceId, cents });
      credit.left -= cents;
      owed -= cents;
      toApply -= cents;
    }
    if (owed > 0n) split.card.push({ invoiceId: invoice.invoiceId, cents: owed });
  }
  return split;
}

/** Records the pay request's use of credits and applies them (CREDIT_APPLIED entries), in the caller's transaction. */
export async function applyCreditPayment(
  tx: Db,
  actor: Actor,
  input: {
    customerId: number;
    idempotencyKey: string;
    fingerprint: string;
    currencyCode: string;
    paymentId: number | null;
    split: CreditSplit;
  },
): Promise<CreditPaymentRow> {
  const [row] = await tx
    .insert(creditPayments)
    .values({
      customerId: input.customerId,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: input.fingerprint,
      paymentId: input.paymentId,
      amount: centsText(sumCents(input.split.credit.map((c) => c.cents))),
      currencyCode: input.currencyCode,
      status: 'applied',
      createdByUserId: actor.userId,
      impersonatorId: actor.impersonatorId,
    })
    .returning();
  for (const use of input.split.credit)
    await applyCredit(tx, actor, {
      creditId: use.creditId,
      invoiceId: use.invoiceId,
      amount: use.cents,
      customerId: input.customerId,
      creditPaymentId: row!.id,
    });
  return row!;
}

/**
 * A declined card gives the credits back: each application of the pay request is reversed (the ledger is append-only)
 * and the request is `released`, in the caller's transaction. Nothing to do for a payment that used no credits.
 */
export async function releaseCreditPayment(tx: Db, actor: Actor, paymentId: number): Promise<void> {
  const [use] = await tx
    .select()
    .from(creditPayments)
    .where(and(eq(creditPayments.paymentId, paymentId), eq(creditPayments.status, 'applied')))
    .for('update');
  if (!use) return;
  const applications = await tx
    .select({ id: creditApplications.id })
    .from(creditApplications)
    .where(eq(creditApplications.creditPaymentId, use.id));
  const entries =
    applications.length === 0
      ? []
      : await tx
          .select({ id: ledgerEntries.id })
          .from(ledgerEntries)
          .where(
            and(
              eq(ledgerEntries.kind, 'CREDIT_APPLIED'),
              inArray(
                ledgerEntries.applicationId,
                applications.map((a) => a.id),
              ),
            ),
          )
          .orderBy(asc(ledgerEntries.id));
  const today = new Date().toISOString().slice(0, 10);
  for (const entry of entries)
    await reverseEntry(tx, actor, { entryId: entry.id, reason: 'The card payment was declined', today });
  await tx.update(creditPayments).set({ status: 'released' }).where(eq(creditPayments.id, use.id));
}

/**
 * The credits-only request already made under this customer's key for this very request, or null; a 409 when the key
 * was used for another request (request-key.ts, the same rule as a payment's).
 */
export async function creditPaymentOfKey(
  db: Db,
  customerId: number,
  key: string,
  fingerprint: string,
  language: Language,
): Promise<CreditPaymentRow | null> {
  const [earlier] = await db
    .select()
    .from(creditPayments)
    .where(and(eq(creditPayments.customerId, customerId), eq(creditPayments.idempotencyKey, key)));
  if (!earlier) return null;
  if (earlier.requestFingerprint !== fingerprint) throw keyReused(language);
  return earlier;
}

/** What the credits paid alongside a card payment (0 when none, or when a decline gave them back). */
export async function creditCentsOfPayment(db: Db, paymentId: number): Promise<Cents> {
  const [use] = await db
    .select({ amount: creditPayments.amount })
    .from(creditPayments)
    .where(and(eq(creditPayments.paymentId, paymentId), eq(creditPayments.status, 'applied')));
  return use ? toCents(use.amount) : 0n;
}

/** The answer of a request the customer's credits paid alone: no card, no payment. */
export const answerOfCreditPayment = (credits: CreditPaymentRow): PayAnswer => ({
  status: 200,
  value: {
    paymentId: null,
    code: null,
    status: 'succeeded',
    amount: 0,
    creditAmount: Number(toCents(credits.amount)) / 100,
    currencyCode: credits.currencyCode,
    cardLabel: null,
    prepaymentCreditId: null,
  },
});
