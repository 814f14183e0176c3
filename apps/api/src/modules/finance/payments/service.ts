import { cardAmountCents, type PayInvoicesResult } from '@portal/shared/finance/pay-invoices';
import type { payInvoicesBody } from '@portal/shared/finance/pay-invoices';
import { and, eq } from 'drizzle-orm';
import type { Language } from '@portal/shared/platform/language';
import type { z } from 'zod';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { customerCredits, invoices, payments } from '../tables';
import { AppError, notFound } from '../../../platform/errors';
import { countCardPayment } from '../../../platform/metrics';
import type { Scope } from '../../../platform/scope';
import { PROCESSOR_ERROR, payingCustomer, usableCard } from '../cards/public';
import {
  declineReason,
  gatewayFor,
  processorKey,
  type CardGateway,
  type ChargeRequest,
  type ProcessorCode,
} from '../gateways/public';
import { actorOf, type Actor } from '../ledger/entries';
import { reservePayment, type PaymentRow } from '../ledger/payments';
import { centsText, toCents, type Cents } from '../money';
import {
  applyCreditPayment,
  creditCentsOfPayment,
  creditPaymentOfKey,
  splitCredits,
  answerOfCreditPayment,
  type CreditPaymentRow,
} from './credit-payments';
import { askProcessor, finishPayment } from './finish';
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

/**
 * The request /payment/pay fingerprints: amounts in cents and invoices by id, whatever order they were listed in. No
 * credits is no field at all, so the fingerprints of requests made before credits could pay stay the same.
 */
const canonicalPayRequest = (body: PayBody) => ({
  amount: String(toCents(body.amount)),
  creditAmount: toCents(body.creditAmount ?? '0') > 0n ? String(toCents(body.creditAmount!)) : undefined,
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
  scope: Actor,
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
  /** Known already when credits paid every invoice and the card pays only a prepayment (no invoice to read it from). */
  currencyCode?: string;
  /** The order a payment made before its invoice is for (a job's deposit): its invoice uses the prepayment first. */
  orderId?: number;
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
  const first = request.currencyCode
    ? { currencyCode: request.currencyCode }
    : await invoiceCurrency(tx, paying.customerId, request.invoices[0]!.invoiceId);
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
      orderId: request.orderId ?? null,
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

/** The currency of the customer's invoice (another customer's is not found). */
async function invoiceCurrency(db: Db, customerId: number, invoiceId: number) {
  const [invoice] = await db
    .select({ currencyCode: invoices.currencyCode })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.customerId, customerId)));
  if (!invoice) throw notFound('The invoice');
  return invoice;
}

/** What a key already answered: its card payment (credits used with it, if any) or its credits-only request. */
export type EarlierRequest = { payment: PaymentRow } | { credits: CreditPaymentRow };

/**
 * The request already made under this customer's key for this very request (a card payment, or credits alone), or
 * null; a 409 when the key was used for another request (request-key.ts).
 */
export async function earlierRequestOfKey(
  db: Db,
  customerId: number,
  key: string,
  fingerprint: string,
  language: Language,
): Promise<EarlierRequest | null> {
  const payment = await paymentOfKey(db, customerId, key, fingerprint, language);
  if (payment) return { payment };
  const credits = await creditPaymentOfKey(db, customerId, key, fingerprint, language);
  return credits ? { credits } : null;
}

/** The answer of a request made under a key, without charging: the card payment's as it stands, or the credits'. */
export const answerOfRequest = (db: Db, request: EarlierRequest): Promise<PayAnswer> =>
  'payment' in request
    ? answerOfPayment(db, request.payment)
    : Promise.resolve(answerOfCreditPayment(request.credits));

/**
 * Phase 1 with credits: the credits are applied first (oldest first, the invoices in the order listed) and the card is
 * reserved for the rest, in the caller's transaction (which holds the key's lock). Credits paying everything need no
 * card: the request is then settled here. The pay dialog's path (POST /payment/pay), which the checkout's "pay now"
 * takes too (POST /payment/createorderandpay).
 */
export async function reservePayRequest(
  tx: Db,
  actor: Actor,
  paying: CardPayment | null,
  customerId: number,
  request: KeyedCardRequest & { creditCents: Cents; cardCents: Cents },
): Promise<EarlierRequest> {
  if (request.creditCents === 0n) return { payment: await reserveCardPayment(tx, paying!, request) };
  const { currencyCode } = await invoiceCurrency(tx, customerId, request.invoices[0]!.invoiceId);
  const split = await splitCredits(
    tx,
    customerId,
    currencyCode,
    request.creditCents,
    request.invoices.map((i) => ({ invoiceId: i.invoiceId, cents: toCents(i.amount) })),
  );
  const payment =
    request.cardCents > 0n
      ? await reserveCardPayment(tx, paying!, {
          ...request,
          currencyCode,
          amount: centsText(request.cardCents),
          invoices: split.card.map((c) => ({ invoiceId: c.invoiceId, amount: centsText(c.cents) })),
        })
      : null;
  const credits = await applyCreditPayment(tx, actor, {
    customerId,
    idempotencyKey: request.idempotencyKey,
    fingerprint: request.fingerprint,
    currencyCode,
    paymentId: payment?.id ?? null,
    split,
  });
  return payment ? { payment } : { credits };
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
  // Counted here, once per charge: the reconciliation asks again about the same payment until it has an answer.
  if (outcome.status === 'unknown') countCardPayment(paying.processor, 'pending');
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
  const earlier = await earlierRequestOfKey(db, customer.id, key, fingerprint, language);
  if (earlier) return answerOfRequest(db, earlier);
  const cardCents = cardAmountCents(body);
  const paying = cardCents > 0n ? await cardPaymentOf(db, config, scope, customer.id, body) : null;

  let made: EarlierRequest;
  try {
    const reservation = await db.transaction(async (tx) => {
      // Requests with one key take turns here, so a repeat finds the first one's payment instead of its
      // reservation (which would read as "above what is left to pay").
      await lockPaymentKey(tx, customer.id, key);
      const concurrent = await earlierRequestOfKey(tx, customer.id, key, fingerprint, language);
      if (concurrent) return { repeat: concurrent };
      return {
        created: await reservePayRequest(tx, actorOf(scope), paying, customer.id, {
          idempotencyKey: key,
          fingerprint,
          amount: body.amount,
          invoices: body.invoices,
          confirmOverpayment: body.confirmOverpayment ?? false,
          creditCents: toCents(body.creditAmount ?? '0'),
          cardCents,
        }),
      };
    });
    if (reservation.repeat) return answerOfRequest(db, reservation.repeat);
    made = reservation.created!;
  } catch (error) {
    // Two requests with one key at once: the second finds the first one's payment.
    if (isUniqueViolation(error)) {
      const concurrent = await earlierRequestOfKey(db, customer.id, key, fingerprint, language);
      if (concurrent) return answerOfRequest(db, concurrent);
    }
    throw error;
  }
  if ('credits' in made) return answerOfCreditPayment(made.credits);
  return chargeReservedPayment(db, paying!, made.payment);
}

/** A card the processor declined, as the pay calls report it (a 400 on the `card` field). */
export const isCardDecline = (error: unknown): error is AppError =>
  error instanceof AppError && error.fieldErrors.some((e) => e.key === 'card');

/** The answer a payment gives, first time or repeat: 200 paid, 202 pending, or the decline as a 400. */
export async function answerOfPayment(db: Db, payment: PaymentRow): Promise<PayAnswer> {
  if (payment.status === 'failed') {
    // The card's field says why, in words (decline-reasons.ts); the processor's own text stays in the payment's row.
    const reason = declineReason(payment.failureCode);
    throw new AppError('VALIDATION', `The card payment was declined. ${reason}`, [
      { key: 'card', value: reason },
    ]);
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
      creditAmount: Number(await creditCentsOfPayment(db, payment.id)) / 100,
      currencyCode: payment.currencyCode,
      cardLabel: payment.cardLabel,
      prepaymentCreditId: credit?.id ?? null,
    },
  };
}
