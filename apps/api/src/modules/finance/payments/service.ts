import type { PayInvoicesResult } from '@portal/shared/finance/pay-invoices';
import type { payInvoicesBody } from '@portal/shared/finance/pay-invoices';
import { and, eq } from 'drizzle-orm';
import type { Language } from '@portal/shared/platform/language';
import type { z } from 'zod';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { customerCredits, invoices, payments } from '../../../db/schema/index';
import { AppError, notFound } from '../../../platform/errors';
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
import { callerOf, lockPaymentKey, paymentOfKey, requestFingerprint } from './request-key';

type PayBody = z.output<typeof payInvoicesBody>;
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

/** The request /payment/pay fingerprints: amounts in cents and invoices by id, whatever order they were listed in. */
const canonicalPayRequest = (body: PayBody) => ({
  amount: String(toCents(body.amount)),
  invoices: [...body.invoices]
    .map((i) => [i.invoiceId, String(toCents(i.amount))])
    .sort((a, b) => Number(a[0]) - Number(b[0])),
  creditCardId: body.creditCardId ?? null,
  token: body.token ?? null,
  processor: body.processor ?? null,
  confirmOverpayment: body.confirmOverpayment ?? false,
});

const isUniqueViolation = (error: unknown): boolean => {
  const code = (e: unknown) =>
    e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : null;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
};

/** How a card payment is made once its customer is known: the saved card or a token, the processor, its gateway. */
export interface CardPayment {
  customerId: number;
  actor: Actor;
  card: Awaited<ReturnType<typeof usableCard>> | null;
  token: string | null;
  processor: ProcessorCode;
  gateway: CardGateway;
}

/** Reads only: the saved card must be the customer's, the processor must be configured (404 otherwise). */
export async function cardPaymentOf(
  db: Db,
  config: Config,
  scope: Scope,
  customerId: number,
  choice: { creditCardId?: number | undefined; token?: string | undefined; processor?: string | undefined },
): Promise<CardPayment> {
  const card = choice.creditCardId ? await usableCard(db, customerId, choice.creditCardId) : null;
  const processor = (card?.processor ?? choice.processor!) as ProcessorCode;
  const gateway = gatewayFor(config, processor);
  if (!gateway) throw new AppError('NOT_FOUND', PROCESSOR_ERROR);
  return { customerId, actor: actorOf(scope), card, token: choice.token ?? null, processor, gateway };
}

/** What a keyed card payment asks for: the key, the request's fingerprint (request-key.ts) and the allocations. */
export interface KeyedCardRequest {
  idempotencyKey: string;
  fingerprint: string;
  /** Decimal text ('125.50'). */
  amount: string;
  invoices: { invoiceId: number; amount: string }[];
  confirmOverpayment?: boolean;
}

/**
 * Phase 1 of docs/payments.md §4 in the caller's transaction, which holds the key's lock (lockPaymentKey) and found
 * no payment under it: the pending payment with its reservations and what the processor will be asked.
 */
export async function reserveCardPayment(
  tx: Db,
  paying: CardPayment,
  request: KeyedCardRequest,
): Promise<PaymentRow> {
  const [first] = await tx
    .select({ currencyCode: invoices.currencyCode })
    .from(invoices)
    .where(and(eq(invoices.id, request.invoices[0]!.invoiceId), eq(invoices.customerId, paying.customerId)));
  if (!first) throw notFound('The invoice');
  const { card } = paying;
  const reserved = await reservePayment(
    tx,
    paying.actor,
    {
      customerId: paying.customerId,
      amount: request.amount,
      currencyCode: first.currencyCode,
      processor: paying.processor,
      idempotencyKey: request.idempotencyKey,
      requestFingerprint: request.fingerprint,
      allocations: request.invoices.map((i) => ({ invoiceId: i.invoiceId, amount: i.amount })),
      confirmPrepayment: request.confirmOverpayment ?? false,
      cardId: card?.id ?? null,
      cardLabel: card ? `${card.brand} •••• ${card.last4}` : null,
    },
    'payment_created',
  );
  const pendingCharge: PendingCharge = {
    key: processorKey(paying.customerId, request.idempotencyKey),
    reference: reserved.code,
    currency: first.currencyCode,
    source: card
      ? { kind: 'saved-card', cardRef: card.processorCardRef, customerRef: card.processorCustomerRef }
      : { kind: 'token', token: paying.token! },
  };
  const [row] = await tx
    .update(payments)
    .set({ responseBody: { pendingCharge } })
    .where(eq(payments.id, reserved.id))
    .returning();
  return row!;
}

/** Phases 2 and 3, after the reservation's commit: the processor is asked outside any transaction. */
export async function chargeReservedPayment(
  db: Db,
  paying: CardPayment,
  payment: PaymentRow,
): Promise<PayAnswer> {
  const outcome = await askProcessor(
    paying.gateway,
    (g, request) => g.charge(request),
    chargeOf(payment, pendingChargeOf(payment)!),
  );
  return answerOfPayment(db, await finishPayment(db, paying.actor, payment, outcome));
}

/**
 * POST /payment/pay (docs/payments.md §4). Phase 1 reserves the amounts under the ledger's invoice locks; phase 2
 * calls the processor outside any transaction with a key derived from ours; phase 3 posts or releases. A processor
 * that does not answer leaves the payment pending (202) for the reconciliation job. The same key answers the first
 * result; the same key with another request is a 409 (request-key.ts).
 */
export async function payInvoices(
  db: Db,
  config: Config,
  scope: Scope,
  body: PayBody,
  language: Language = 'en',
): Promise<PayAnswer> {
  const customer = await payingCustomer(db, scope, body.customerId);
  const key = body.idempotencyKey;
  const fingerprint = requestFingerprint(
    'payInvoices',
    callerOf(scope, customer.id),
    canonicalPayRequest(body),
  );
  const earlier = await paymentOfKey(db, customer.id, key, fingerprint, language);
  if (earlier) return answerOfPayment(db, earlier);
  const paying = await cardPaymentOf(db, config, scope, customer.id, body);

  let payment: PaymentRow;
  try {
    const reservation = await db.transaction(async (tx) => {
      // Requests with one key take turns here, so a repeat finds the first one's payment instead of its
      // reservation (which would read as "above what is left to pay").
      await lockPaymentKey(tx, customer.id, key);
      const concurrent = await paymentOfKey(tx, customer.id, key, fingerprint, language);
      if (concurrent) return { repeat: concurrent };
      return {
        created: await reserveCardPayment(tx, paying, {
          idempotencyKey: key,
          fingerprint,
          amount: body.amount,
          invoices: body.invoices,
          confirmOverpayment: body.confirmOverpayment ?? false,
        }),
      };
    });
    if (reservation.repeat) return answerOfPayment(db, reservation.repeat);
    payment = reservation.created!;
  } catch (error) {
    // Two requests with one key at once: the second finds the first one's payment.
    if (isUniqueViolation(error)) {
      const concurrent = await paymentOfKey(db, customer.id, key, fingerprint, language);
      if (concurrent) return answerOfPayment(db, concurrent);
    }
    throw error;
  }
  return chargeReservedPayment(db, paying, payment);
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

/** A card the processor declined, as the pay calls report it (a 400 on the `card` field). */
export const isCardDecline = (error: unknown): error is AppError =>
  error instanceof AppError && error.fieldErrors.some((e) => e.key === 'card');

/** The answer a payment gives, first time or repeat: 200 paid, 202 pending, or the decline as a 400. */
export async function answerOfPayment(db: Db, payment: PaymentRow): Promise<PayAnswer> {
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
