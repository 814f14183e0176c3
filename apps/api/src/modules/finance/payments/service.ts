import { createHash } from 'node:crypto';
import type { PayInvoicesResult } from '@portal/shared/finance/pay-invoices';
import type { payInvoicesBody } from '@portal/shared/finance/pay-invoices';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { customerCredits, invoices, payments } from '../../../db/schema/index';
import { AppError, conflict, notFound } from '../../../platform/errors';
import type { Scope } from '../../../platform/scope';
import { PROCESSOR_ERROR, payingCustomer, usableCard } from '../cards/public';
import {
  gatewayFor,
  processorKey,
  type CardGateway,
  type ChargeOutcome,
  type ChargeRequest,
  type LookupOutcome,
  type ProcessorCode,
} from '../gateways/public';
import { actorOf, type Actor } from '../ledger';
import { releasePayment, reservePayment, settlePayment, type PaymentRow } from '../ledger-payments';
import { toCents } from '../money';

type PayBody = z.output<typeof payInvoicesBody>;
/** Any fixed number: the namespace of the per-key locks of POST /payment/pay. */
const PAY_KEY_LOCK = 726_145_317;
export interface PayAnswer {
  /** 202 while the processor's answer is unknown (docs/payments.md §4). */
  status: 200 | 202;
  value: PayInvoicesResult;
}

/**
 * What the processor was asked, kept on the pending payment so that a lookup sends exactly the same request (Square
 * compares the whole body under a key). A single-use token or a saved card's references: never card data.
 */
interface PendingCharge {
  key: string;
  reference: string;
  currency: string;
  source: ChargeRequest['source'];
}

export const chargeOf = (payment: PaymentRow, pending: PendingCharge): ChargeRequest => ({
  idempotencyKey: pending.key,
  amountCents: Number(toCents(payment.amount)),
  currency: pending.currency,
  source: pending.source,
  reference: pending.reference,
});

export const pendingChargeOf = (payment: PaymentRow): PendingCharge | null =>
  (payment.responseBody as { pendingCharge?: PendingCharge } | null)?.pendingCharge ?? null;

/** The same request under the same key has the same fingerprint; another request under it is refused (409). */
function fingerprintOf(body: PayBody): string {
  const request = {
    amount: String(toCents(body.amount)),
    invoices: [...body.invoices]
      .map((i) => [i.invoiceId, String(toCents(i.amount))])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
    creditCardId: body.creditCardId ?? null,
    token: body.token ?? null,
    processor: body.processor ?? null,
    confirmOverpayment: body.confirmOverpayment ?? false,
  };
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (e: unknown) =>
    e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : null;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
};

async function paymentByKey(db: Db, customerId: number, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.customerId, customerId), eq(payments.idempotencyKey, key)));
  return row ?? null;
}

/**
 * POST /payment/pay (docs/payments.md §4). Phase 1 reserves the amounts under the ledger's invoice locks; phase 2
 * calls the processor outside any transaction with a key derived from ours; phase 3 posts or releases. A processor
 * that does not answer leaves the payment pending (202) for the reconciliation job. The same key answers the first
 * result; the same key with another request is a 409.
 */
export async function payInvoices(db: Db, config: Config, scope: Scope, body: PayBody): Promise<PayAnswer> {
  const customer = await payingCustomer(db, scope, body.customerId);
  const fingerprint = fingerprintOf(body);
  const earlier = await paymentByKey(db, customer.id, body.idempotencyKey);
  if (earlier) return repeatAnswer(db, earlier, fingerprint);

  const card = body.creditCardId ? await usableCard(db, customer.id, body.creditCardId) : null;
  const processor = (card?.processor ?? body.processor!) as ProcessorCode;
  const gateway = gatewayFor(config, processor);
  if (!gateway) throw new AppError('NOT_FOUND', PROCESSOR_ERROR);
  const [first] = await db
    .select({ currencyCode: invoices.currencyCode })
    .from(invoices)
    .where(and(eq(invoices.id, body.invoices[0]!.invoiceId), eq(invoices.customerId, customer.id)));
  if (!first) throw notFound('The invoice');

  const actor = actorOf(scope);
  let payment: PaymentRow;
  try {
    const reservation = await db.transaction(async (tx) => {
      // Requests with one key take turns here, so a repeat finds the first one's payment instead of its
      // reservation (which would read as "above what is left to pay").
      await tx.execute(
        sql`select pg_advisory_xact_lock(${PAY_KEY_LOCK}, hashtext(${`${customer.id}:${body.idempotencyKey}`}))`,
      );
      const [concurrent] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.customerId, customer.id), eq(payments.idempotencyKey, body.idempotencyKey)));
      if (concurrent) return { repeat: concurrent };
      const reserved = await reservePayment(
        tx,
        actor,
        {
          customerId: customer.id,
          amount: body.amount,
          currencyCode: first.currencyCode,
          processor,
          idempotencyKey: body.idempotencyKey,
          requestFingerprint: fingerprint,
          allocations: body.invoices.map((i) => ({ invoiceId: i.invoiceId, amount: i.amount })),
          confirmPrepayment: body.confirmOverpayment ?? false,
          cardId: card?.id ?? null,
          cardLabel: card ? `${card.brand} •••• ${card.last4}` : null,
        },
        'payment_created',
      );
      const pendingCharge: PendingCharge = {
        key: processorKey(customer.id, body.idempotencyKey),
        reference: reserved.code,
        currency: first.currencyCode,
        source: card
          ? { kind: 'saved-card', cardRef: card.processorCardRef, customerRef: card.processorCustomerRef }
          : { kind: 'token', token: body.token! },
      };
      const [row] = await tx
        .update(payments)
        .set({ responseBody: { pendingCharge } })
        .where(eq(payments.id, reserved.id))
        .returning();
      return { created: row! };
    });
    if (reservation.repeat) return repeatAnswer(db, reservation.repeat, fingerprint);
    payment = reservation.created!;
  } catch (error) {
    // Two requests with one key at once: the second finds the first one's payment.
    if (isUniqueViolation(error)) {
      const concurrent = await paymentByKey(db, customer.id, body.idempotencyKey);
      if (concurrent) return repeatAnswer(db, concurrent, fingerprint);
    }
    throw error;
  }

  const outcome = await askProcessor(
    gateway,
    (g, request) => g.charge(request),
    chargeOf(payment, pendingChargeOf(payment)!),
  );
  return answerOf(db, await finishPayment(db, actor, payment, outcome));
}

/** A processor call that throws (a bug, a broken answer) counts as no answer: the payment waits for reconciliation. */
export async function askProcessor<T extends ChargeOutcome | LookupOutcome>(
  gateway: CardGateway,
  call: (gateway: CardGateway, request: ChargeRequest) => Promise<T>,
  request: ChargeRequest,
): Promise<T | { status: 'unknown'; message: string }> {
  try {
    return await call(gateway, request);
  } catch (error) {
    return { status: 'unknown', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Phase 3 from the processor's answer: approved → posted (settlePayment), declined or never charged → released;
 * unknown → still pending. Used by the pay call and by the reconciliation job alike.
 */
export async function finishPayment(
  db: Db,
  actor: Actor,
  payment: PaymentRow,
  outcome: ChargeOutcome | LookupOutcome,
): Promise<PaymentRow> {
  if (outcome.status === 'approved') {
    const label =
      'last4' in outcome && outcome.last4
        ? `${outcome.brand ?? 'CARD'} •••• ${outcome.last4}`
        : payment.cardLabel;
    return db.transaction(
      async (tx) =>
        (
          await settlePayment(tx, actor, payment.id, {
            gatewayRef: outcome.processorPaymentId,
            cardLabel: label,
            responseCode: 200,
          })
        ).payment,
    );
  }
  if (outcome.status === 'declined' || outcome.status === 'not-found') {
    const failure =
      outcome.status === 'declined'
        ? { code: outcome.code, message: outcome.message }
        : { code: 'NOT_CHARGED', message: 'The card processor has no charge for this payment' };
    return db.transaction((tx) => releasePayment(tx, payment.id, { ...failure, responseCode: 400 }));
  }
  return payment;
}

async function repeatAnswer(db: Db, payment: PaymentRow, fingerprint: string): Promise<PayAnswer> {
  if (payment.requestFingerprint !== fingerprint)
    throw conflict('This payment key was already used for another payment; open the pay dialog again');
  return answerOf(db, payment);
}

/** The answer of the payment already made under this key, or null: a repeat of a call that pays for orders. */
export async function answerOfKey(db: Db, customerId: number, key: string): Promise<PayAnswer | null> {
  const earlier = await paymentByKey(db, customerId, key);
  return earlier ? answerOf(db, earlier) : null;
}

/** A card the processor declined, as the pay calls report it (a 400 on the `card` field). */
export const isCardDecline = (error: unknown): error is AppError =>
  error instanceof AppError && error.fieldErrors.some((e) => e.key === 'card');

/** The answer a payment gives, first time or repeat: 200 paid, 202 pending, or the decline as a 400. */
async function answerOf(db: Db, payment: PaymentRow): Promise<PayAnswer> {
  if (payment.status === 'failed') {
    const message =
      `The card payment was declined: ${payment.failureMessage ?? payment.failureCode ?? ''}`.trim();
    throw new AppError('VALIDATION', message, [{ key: 'card', value: message }]);
  }
  const [credit] = await db
    .select({ id: customerCredits.id })
    .from(customerCredits)
    .where(eq(customerCredits.sourcePaymentId, payment.id))
    .limit(1);
  return {
    status: payment.status === 'pending' ? 202 : 200,
    value: {
      paymentId: payment.id,
      code: payment.code,
      status: payment.status as PayInvoicesResult['status'],
      amount: Number(toCents(payment.amount)) / 100,
      currencyCode: payment.currencyCode,
      cardLabel: payment.cardLabel,
      prepaymentCreditId: credit?.id ?? null,
    },
  };
}
