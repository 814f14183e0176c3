import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, conflict, invalid, notFound } from '../../../platform/errors';
import { centsText, sumCents, toCents, type Cents } from '../money';
import { paymentAllocations, payments } from '../tables';
import { issueCredit } from './credits';
import {
  appendEntry,
  lockInvoices,
  nextNumber,
  reservedCents,
  setInvoiceBalance,
  type Actor,
} from './entries';

/**
 * Payments in the ledger, in the phases of docs/payments.md §4: reserve (a pending payment whose allocations hold
 * part of the invoices' balances), then settle (post the allocations and any prepayment) or release (failed). A
 * payment needing no processor (recorded by staff, a sales order's paid invoice) is reserved and settled at once.
 */

export type PaymentRow = typeof payments.$inferSelect;

export interface NewPayment {
  customerId: number;
  /** Decimal text with at most 2 decimals ('125.50'). */
  amount: string;
  currencyCode: string;
  processor: 'SQUARE' | 'NMI' | 'PAYPAL' | 'CHECK' | 'WIRE' | 'ACH' | 'CASH' | 'OTHER';
  /** Minted once per pay dialog; unique per customer (a repeat is found by the caller before reserving). */
  idempotencyKey: string;
  requestFingerprint?: string | null;
  /** Each invoice once, each amount above 0 with at most 2 decimals. */
  allocations: { invoiceId: number; amount: string }[];
  /**
   * spec §5: an amount above the selected balances becomes a prepayment only when the payer confirmed it; otherwise a
   * 400 whose field key is the pay calls' `confirmOverpayment`.
   */
  confirmPrepayment?: boolean;
  cardId?: number | null;
  cardLabel?: string | null;
  orderId?: number | null;
  reference?: string | null;
  paymentDate?: Date;
}

/** The §5 warning, word for word as the pay dialog shows it when the payer has not confirmed yet. */
export const OVERPAYMENT_WARNING =
  'The amount is above the balance of the selected invoices: the rest will be saved as a prepayment for the customer.';

/**
 * Phase 1. Locks the chosen invoices (by id), checks each allocation against what is left to pay (balance minus other
 * pending payments' reservations) and records a pending payment with its allocations. Nothing is posted yet.
 * Refusals: another customer's or a missing invoice → 404; an allocation above what is left → 409; an unconfirmed
 * excess, a void invoice, another currency, a bad amount → 400.
 */
export async function reservePayment(
  tx: Db,
  actor: Actor,
  input: NewPayment,
  recoveryPoint = 'started',
): Promise<PaymentRow> {
  const amount = parseAmount(input.amount, 'amount');
  if (amount <= 0n) throw invalid('amount', 'The amount must be above zero');
  const wanted = input.allocations.map((a, i) => ({
    invoiceId: a.invoiceId,
    cents: parseAmount(a.amount, `allocations.${i}.amount`),
  }));
  wanted.forEach((a, i) => {
    if (a.cents <= 0n) throw invalid(`allocations.${i}.amount`, 'Each amount must be above zero');
  });
  const ids = wanted.map((a) => a.invoiceId);
  if (new Set(ids).size !== ids.length) throw invalid('allocations', 'An invoice is listed twice');
  const allocated = sumCents(wanted.map((a) => a.cents));
  if (allocated > amount) throw invalid('amount', 'The amounts given to invoices are above the payment');
  if (amount > allocated && !input.confirmPrepayment)
    throw new AppError('VALIDATION', OVERPAYMENT_WARNING, [
      { key: 'confirmOverpayment', value: OVERPAYMENT_WARNING },
    ]);

  const locked = await lockInvoices(tx, ids);
  const reserved = await reservedCents(tx, ids);
  for (const a of wanted) {
    const invoice = locked.get(a.invoiceId);
    if (!invoice || invoice.customerId !== input.customerId) throw notFound('The invoice');
    if (invoice.currencyCode !== input.currencyCode)
      throw invalid('currencyCode', `Invoice ${invoice.code} is in ${invoice.currencyCode}`);
    const left = toCents(invoice.balance) - (reserved.get(invoice.id) ?? 0n);
    if (a.cents > left)
      throw conflict(
        `The amount for invoice ${invoice.code} is above what is left to pay (${centsText(left)})`,
      );
  }
  const number = await nextNumber(tx, 'PAY', 700001);
  const [payment] = await tx
    .insert(payments)
    .values({
      code: `PAY-${number}`,
      customerId: input.customerId,
      amount: centsText(amount),
      currencyCode: input.currencyCode,
      processor: input.processor,
      status: 'pending',
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: input.requestFingerprint ?? null,
      recoveryPoint,
      lockedAt: new Date(),
      cardId: input.cardId ?? null,
      cardLabel: input.cardLabel ?? null,
      orderId: input.orderId ?? null,
      reference: input.reference ?? null,
      ...(input.paymentDate ? { paymentDate: input.paymentDate, createdAt: input.paymentDate } : {}),
      createdByUserId: actor.userId,
      impersonatorId: actor.impersonatorId,
    })
    .returning();
  if (wanted.length > 0) {
    await tx
      .insert(paymentAllocations)
      .values(
        wanted.map((a) => ({ paymentId: payment!.id, invoiceId: a.invoiceId, amount: centsText(a.cents) })),
      );
  }
  return payment!;
}

export interface Settlement {
  gatewayRef?: string | null;
  cardLabel?: string | null;
  /** The answer stored for a repeat of the same request (docs/payments.md §4 `finished`). */
  responseCode?: number | null;
  responseBody?: unknown;
  at?: Date;
}

/**
 * Phase 3 on success. Posts each allocation (PAYMENT_ALLOCATED, the invoice's balance down), turns the unallocated
 * rest into a prepayment credit (spec §5 Overpayment) and marks the payment succeeded, in the caller's transaction.
 * Settling a payment already settled returns it unchanged; a failed one cannot be settled (409).
 */
export async function settlePayment(
  tx: Db,
  actor: Actor,
  paymentId: number,
  settlement: Settlement = {},
): Promise<{ payment: PaymentRow; prepaymentCreditId: number | null }> {
  const allocations = await tx
    .select()
    .from(paymentAllocations)
    .where(eq(paymentAllocations.paymentId, paymentId));
  // Invoices before the payment row: the ledger's one lock order.
  const invoices = await lockInvoices(
    tx,
    allocations.map((a) => a.invoiceId),
  );
  const payment = await lockPayment(tx, paymentId);
  if (payment.status === 'succeeded') return { payment, prepaymentCreditId: null };
  if (payment.status === 'failed') throw conflict(`Payment ${payment.code} failed and cannot be settled`);
  const at = settlement.at ?? new Date();
  for (const allocation of allocations) {
    const invoice = invoices.get(allocation.invoiceId)!;
    const cents = toCents(allocation.amount);
    await appendEntry(tx, actor, {
      customerId: payment.customerId,
      kind: 'PAYMENT_ALLOCATED',
      amount: cents,
      invoiceId: invoice.id,
      invoiceChange: -cents,
      paymentId: payment.id,
      allocationId: allocation.id,
      postedAt: at,
    });
    await setInvoiceBalance(tx, invoice, toCents(invoice.balance) - cents);
  }
  const rest = toCents(payment.amount) - sumCents(allocations.map((a) => toCents(a.amount)));
  let prepaymentCreditId: number | null = null;
  if (rest > 0n) {
    const credit = await issueCredit(tx, actor, {
      customerId: payment.customerId,
      kind: 'prepayment',
      amount: rest,
      currencyCode: payment.currencyCode,
      creditDate: at.toISOString().slice(0, 10),
      reason: `Overpayment of ${payment.code}`,
      sourcePaymentId: payment.id,
      createdAt: at,
    });
    prepaymentCreditId = credit.id;
  }
  const [settled] = await tx
    .update(payments)
    .set({
      status: 'succeeded',
      recoveryPoint: 'finished',
      settledAt: at,
      lockedAt: null,
      gatewayRef: settlement.gatewayRef ?? payment.gatewayRef,
      cardLabel: settlement.cardLabel ?? payment.cardLabel,
      responseCode: settlement.responseCode ?? null,
      responseBody: settlement.responseBody ?? null,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  return { payment: settled!, prepaymentCreditId };
}

/**
 * Phase 3 on a decline (or a pending payment given up): the payment is failed and its reservations stop counting.
 * Nothing had been posted, so nothing is reversed. Releasing a failed payment again changes nothing; a succeeded one
 * cannot be released (409: reverse its allocations instead).
 */
export async function releasePayment(
  tx: Db,
  paymentId: number,
  failure: { code: string; message: string; responseCode?: number | null; responseBody?: unknown },
): Promise<PaymentRow> {
  const payment = await lockPayment(tx, paymentId);
  if (payment.status === 'failed') return payment;
  if (payment.status === 'succeeded')
    throw conflict(`Payment ${payment.code} succeeded and cannot be released`);
  const [failed] = await tx
    .update(payments)
    .set({
      status: 'failed',
      recoveryPoint: 'finished',
      lockedAt: null,
      failureCode: failure.code.slice(0, 60),
      failureMessage: failure.message,
      responseCode: failure.responseCode ?? null,
      responseBody: failure.responseBody ?? null,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  return failed!;
}

/** Reserve and settle in one go, for money that needs no processor call (staff-recorded payments, paid invoices). */
export async function postPayment(tx: Db, actor: Actor, input: NewPayment, settlement: Settlement = {}) {
  const payment = await reservePayment(tx, actor, input, 'finished');
  return settlePayment(tx, actor, payment.id, { at: input.paymentDate, ...settlement });
}

async function lockPayment(tx: Db, paymentId: number): Promise<PaymentRow> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw notFound('The payment');
  return payment;
}

function parseAmount(value: string, key: string): Cents {
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(value.trim()))
    throw invalid(key, 'Must be an amount of money with at most 2 decimals');
  return toCents(value);
}

export type { Cents };
