import { createHash } from 'node:crypto';
import { sendToProcessor, type ProcessorAnswer } from './http';
import { cardBrand } from './card-brand';
import type {
  CardGateway,
  ChargeOutcome,
  ChargeRequest,
  LookupOutcome,
  RefundOutcome,
  RefundRequest,
  SaveCardOutcome,
  SaveCardRequest,
} from './types';

export interface SquareOptions {
  /** `https://connect.squareup.com`, `https://connect.squareupsandbox.com`, or our sandbox gateway. */
  baseUrl: string;
  accessToken: string;
  locationId: string;
  /** The `Square-Version` header: Square answers in the shape of the version a request names. */
  version: string;
  timeoutMs: number;
}

interface SquareError {
  category?: string;
  code?: string;
  detail?: string;
}

/** Square's limits (CreatePaymentRequest): idempotency_key ≤ 45, reference_id ≤ 40. */
const MAX_KEY = 45;
const MAX_REFERENCE = 40;

/** Errors that say nothing was decided yet: the same request (same key) may be sent again later. */
const TRANSIENT_CODES = new Set([
  'TEMPORARY_ERROR',
  'SERVICE_UNAVAILABLE',
  'GATEWAY_TIMEOUT',
  'RATE_LIMITED',
]);

type Reading<T> =
  | { ok: true; body: T }
  | { ok: false; outcome: { status: 'declined' | 'unknown'; code?: string; message: string } };

/**
 * Reads one answer of Square. Declines are category PAYMENT_METHOD_ERROR; a refused request (bad token, key reused
 * with another body, authentication) changed nothing either, so it is final too. Timeouts, 5xx and transient codes
 * leave the outcome unknown: only the same key may settle it.
 */
function readAnswer<T>(answer: ProcessorAnswer): Reading<T> {
  if (answer.kind === 'no-answer')
    return { ok: false, outcome: { status: 'unknown', message: answer.message } };
  let body: (T & { errors?: SquareError[] }) | null = null;
  try {
    body = JSON.parse(answer.text) as T & { errors?: SquareError[] };
  } catch {
    body = null;
  }
  const errors = body?.errors ?? [];
  if (answer.status >= 200 && answer.status < 300 && body && errors.length === 0) return { ok: true, body };
  const first = errors[0];
  const message = first?.detail ?? first?.code ?? `Square answered HTTP ${answer.status}`;
  if (
    answer.status >= 500 ||
    !first ||
    first.category === 'API_ERROR' ||
    TRANSIENT_CODES.has(first.code ?? '')
  ) {
    return { ok: false, outcome: { status: 'unknown', message } };
  }
  return { ok: false, outcome: { status: 'declined', code: first.code ?? 'UNKNOWN', message } };
}

const declined = (outcome: { status: 'declined' | 'unknown'; code?: string; message: string }) =>
  outcome.status === 'declined'
    ? { status: 'declined' as const, code: outcome.code ?? 'UNKNOWN', message: outcome.message }
    : { status: 'unknown' as const, message: outcome.message };

/** A key for a request that one of ours implies (the customer made before a card): stable, ≤ 45 characters. */
function derivedKey(key: string, purpose: string): string {
  return `${purpose}-${createHash('sha256')
    .update(key)
    .digest('base64url')
    .slice(0, MAX_KEY - purpose.length - 1)}`;
}

function checkKey(key: string) {
  if (key.length === 0 || key.length > MAX_KEY)
    throw new RangeError(`An idempotency key has 1 to ${MAX_KEY} characters`);
}

interface SquarePayment {
  payment?: {
    id: string;
    status: string;
    card_details?: { card?: { card_brand?: string; last_4?: string }; auth_result_code?: string };
  };
}

export function createSquareGateway(options: SquareOptions): CardGateway {
  const base = options.baseUrl.replace(/\/$/, '');
  const post = (path: string, body: unknown) =>
    sendToProcessor(
      `${base}${path}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'square-version': options.version,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
      },
      options.timeoutMs,
    );

  /** CreatePayment; the same key and body always make the same request, so a resend replays Square's first answer. */
  async function createPayment(request: ChargeRequest): Promise<ChargeOutcome> {
    checkKey(request.idempotencyKey);
    if (request.reference.length > MAX_REFERENCE)
      throw new RangeError(`A reference has at most ${MAX_REFERENCE} characters`);
    const reading = readAnswer<SquarePayment>(
      await post('/v2/payments', {
        idempotency_key: request.idempotencyKey,
        source_id: request.source.kind === 'token' ? request.source.token : request.source.cardRef,
        ...(request.source.kind === 'saved-card' ? { customer_id: request.source.customerRef } : {}),
        amount_money: { amount: request.amountCents, currency: request.currency },
        autocomplete: true,
        location_id: options.locationId,
        reference_id: request.reference,
      }),
    );
    if (!reading.ok) return declined(reading.outcome);
    const payment = reading.body.payment;
    if (!payment) return { status: 'unknown', message: 'Square answered without a payment' };
    if (payment.status === 'COMPLETED' || payment.status === 'APPROVED') {
      const card = payment.card_details?.card;
      return {
        status: 'approved',
        processorPaymentId: payment.id,
        ...(payment.card_details?.auth_result_code
          ? { authCode: payment.card_details.auth_result_code }
          : {}),
        ...(card?.last_4 ? { last4: card.last_4 } : {}),
        ...(card?.card_brand ? { brand: cardBrand(card.card_brand) } : {}),
      };
    }
    if (payment.status === 'FAILED' || payment.status === 'CANCELED')
      return {
        status: 'declined',
        code: payment.status,
        message: `The payment is ${payment.status.toLowerCase()}`,
      };
    return { status: 'unknown', message: `The payment is ${payment.status.toLowerCase()}` };
  }

  async function ensureCustomer(request: SaveCardRequest): Promise<Reading<{ customer: { id: string } }>> {
    if (request.customerRef) return { ok: true, body: { customer: { id: request.customerRef } } };
    return readAnswer<{ customer: { id: string } }>(
      await post('/v2/customers', {
        idempotency_key: derivedKey(request.idempotencyKey, 'customer'),
        company_name: request.customer.name,
        ...(request.customer.email ? { email_address: request.customer.email } : {}),
        reference_id: String(request.customer.id),
      }),
    );
  }

  return {
    processor: 'SQUARE',
    charge: createPayment,

    async saveCard(request: SaveCardRequest): Promise<SaveCardOutcome> {
      checkKey(request.idempotencyKey);
      const customer = await ensureCustomer(request);
      if (!customer.ok) return declined(customer.outcome);
      const customerId = customer.body.customer.id;
      const reading = readAnswer<{
        card: { id: string; card_brand: string; last_4: string; exp_month: number; exp_year: number };
      }>(
        await post('/v2/cards', {
          idempotency_key: request.idempotencyKey,
          source_id: request.token,
          card: {
            customer_id: customerId,
            cardholder_name: request.cardholderName,
            reference_id: String(request.customer.id),
            // Square: the postal code must be the one typed in the card form.
            ...(request.billingPostalCode
              ? { billing_address: { postal_code: request.billingPostalCode } }
              : {}),
          },
        }),
      );
      if (!reading.ok) return declined(reading.outcome);
      const card = reading.body.card;
      return {
        status: 'saved',
        cardRef: card.id,
        customerRef: customerId,
        brand: cardBrand(card.card_brand),
        last4: card.last_4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
    },

    async refund(request: RefundRequest): Promise<RefundOutcome> {
      checkKey(request.idempotencyKey);
      const reading = readAnswer<{ refund: { id: string; status: string } }>(
        await post('/v2/refunds', {
          idempotency_key: request.idempotencyKey,
          payment_id: request.processorPaymentId,
          amount_money: { amount: request.amountCents, currency: request.currency },
          ...(request.reason ? { reason: request.reason } : {}),
        }),
      );
      if (!reading.ok) return declined(reading.outcome);
      const refund = reading.body.refund;
      // Square refunds start PENDING and complete later; a refund it accepted is not undone.
      if (refund.status === 'REJECTED' || refund.status === 'FAILED')
        return {
          status: 'declined',
          code: refund.status,
          message: `The refund is ${refund.status.toLowerCase()}`,
        };
      return { status: 'refunded', processorRefundId: refund.id };
    },

    /**
     * Square keeps each key's first answer: CreatePayment sent again with the same key and body returns the stored
     * result instead of charging again. If the first request never reached Square, this one is the charge, still once.
     */
    async lookupCharge(request: ChargeRequest): Promise<LookupOutcome> {
      const outcome = await createPayment(request);
      if (outcome.status === 'approved')
        return { status: 'approved', processorPaymentId: outcome.processorPaymentId };
      return outcome;
    },
  };
}
