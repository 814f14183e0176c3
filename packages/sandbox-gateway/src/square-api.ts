import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Behaviour, SandboxCard } from './cards';
import { FIXED_TOKENS } from './cards';
import { SANDBOX_CREDENTIALS, type SandboxContext } from './context';

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  payload: Json;
  /** Our timeout trigger: the work is recorded, the answer is held past the client's timeout. */
  stall?: boolean;
}

const error = (status: number, category: string, code: string, detail: string, field?: string): Answer => ({
  status,
  payload: { errors: [{ category, code, detail, ...(field ? { field } : {}) }] },
});
const invalid = (code: string, detail: string, field?: string) =>
  error(400, 'INVALID_REQUEST_ERROR', code, detail, field);

/** Keys are compared on the whole body, whatever the order of its fields. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Json)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

interface StoredPayment {
  payment: Json;
  amount: number;
  currency: string;
  refunded: number;
}

/** Square's Customers, Cards, Payments and Refunds calls (payments.md §1, §6), in memory. */
export function registerSquareApi(app: FastifyInstance, context: SandboxContext) {
  const keys = new Map<string, { body: string; answer: Answer }>();
  const customers = new Map<string, Json>();
  const cards = new Map<string, { card: SandboxCard; customerId: string; payload: Json }>();
  const payments = new Map<string, StoredPayment>();
  const refunds = new Map<string, Json>();
  const now = () => new Date().toISOString();

  /**
   * One idempotent call: a key seen with the same body answers its first answer (a stalled one now at once); with
   * another body IDEMPOTENCY_KEY_REUSED.
   */
  function post(path: string, run: (body: Json) => Answer) {
    app.post(path, async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = answerOf(path, request, run);
      if (answer.stall) await context.stall();
      return reply.code(answer.status).send(answer.payload);
    });
  }

  function answerOf(path: string, request: FastifyRequest, run: (body: Json) => Answer): Answer {
    if (request.headers.authorization !== `Bearer ${SANDBOX_CREDENTIALS.squareAccessToken}`)
      return error(401, 'AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'This request could not be authorized.');
    const body = (request.body ?? {}) as Json;
    const key = body.idempotency_key;
    if (typeof key !== 'string' || key.length === 0)
      return invalid('MISSING_REQUIRED_PARAMETER', 'Field must be set', 'idempotency_key');
    if (key.length > 45)
      return invalid('VALUE_TOO_LONG', 'Field must not be greater than 45 length', 'idempotency_key');
    const seen = keys.get(`${path} ${key}`);
    if (seen) {
      if (seen.body === canonical(body)) return { ...seen.answer, stall: false };
      return invalid('IDEMPOTENCY_KEY_REUSED', 'The idempotency key was used before with another request.');
    }
    const answer = run(body);
    if (answer.status !== 401) keys.set(`${path} ${key}`, { body: canonical(body), answer });
    return answer;
  }

  post('/v2/customers', (body) => {
    const id = context.id('SBXC');
    const customer = {
      id,
      created_at: now(),
      updated_at: now(),
      ...pick(body, ['given_name', 'family_name', 'company_name', 'email_address', 'reference_id', 'note']),
    };
    customers.set(id, customer);
    return { status: 200, payload: { customer } };
  });

  post('/v2/cards', (body) => {
    const cardInput = (body.card ?? {}) as Json;
    const customerId = cardInput.customer_id;
    if (typeof customerId !== 'string' || !customers.has(customerId))
      return error(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', 'Customer not found.', 'card.customer_id');
    const card = cardOf(String(body.source_id ?? ''));
    if ('status' in card) return card;
    // Saving a card verifies it with the issuer; funds and our timeout are only tried by a charge.
    if (!['APPROVE', 'INSUFFICIENT_FUNDS', 'TIMEOUT'].includes(card.behaviour))
      return declined(card.behaviour);
    const postal = ((cardInput.billing_address ?? {}) as Json).postal_code;
    if (card.postalCode && typeof postal === 'string' && postal.trim() !== card.postalCode)
      return declined('ADDRESS_VERIFICATION_FAILURE');
    const id = `ccof:${context.id()}`;
    const payload = {
      id,
      card_brand: card.brand,
      last_4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      cardholder_name: cardInput.cardholder_name ?? null,
      billing_address: cardInput.billing_address ?? null,
      customer_id: customerId,
      reference_id: cardInput.reference_id ?? null,
      fingerprint: card.fingerprint,
      bin: card.bin,
      card_type: 'CREDIT',
      prepaid_type: 'NOT_PREPAID',
      enabled: true,
      version: 1,
    };
    cards.set(id, { card, customerId, payload });
    return { status: 200, payload: { card: payload } };
  });

  post('/v2/payments', (body) => {
    const money = (body.amount_money ?? {}) as Json;
    const amount = money.amount;
    const currency = money.currency;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
      return invalid(
        'INVALID_VALUE',
        'Amount must be a positive whole number of the smallest unit',
        'amount_money.amount',
      );
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      return invalid('INVALID_VALUE', 'Currency must be an ISO 4217 code', 'amount_money.currency');
    if (typeof body.reference_id === 'string' && body.reference_id.length > 40)
      return invalid('VALUE_TOO_LONG', 'Field must not be greater than 40 length', 'reference_id');
    const sourceId = String(body.source_id ?? '');
    let card: SandboxCard | Answer;
    if (sourceId.startsWith('ccof:')) {
      const saved = sourceId === 'ccof:customer-card-id-ok' ? null : cards.get(sourceId);
      if (saved && saved.customerId !== body.customer_id)
        return invalid('NOT_FOUND', 'The card on file belongs to another customer.', 'customer_id');
      card =
        saved?.card ??
        (sourceId === 'ccof:customer-card-id-ok'
          ? FIXED_TOKENS['cnon:card-nonce-ok']!
          : invalid('NOT_FOUND', 'Card not found.', 'source_id'));
    } else card = cardOf(sourceId);
    if ('status' in card) return card;
    const id = context.id('SBXP');
    const approved = card.behaviour === 'APPROVE' || card.behaviour === 'TIMEOUT';
    const payment: Json = {
      id,
      created_at: now(),
      updated_at: now(),
      amount_money: { amount, currency },
      total_money: { amount, currency },
      approved_money: { amount: approved ? amount : 0, currency },
      status: approved ? 'COMPLETED' : 'FAILED',
      source_type: 'CARD',
      card_details: {
        status: approved ? 'CAPTURED' : 'FAILED',
        card: {
          card_brand: card.brand,
          last_4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          fingerprint: card.fingerprint,
          bin: card.bin,
        },
        entry_method: sourceId.startsWith('ccof:') ? 'ON_FILE' : 'KEYED',
        cvv_status: card.behaviour === 'CVV_FAILURE' ? 'CVV_REJECTED' : 'CVV_ACCEPTED',
        avs_status: card.behaviour === 'ADDRESS_VERIFICATION_FAILURE' ? 'AVS_REJECTED' : 'AVS_ACCEPTED',
        ...(approved ? { auth_result_code: context.id().slice(0, 6).toUpperCase() } : {}),
      },
      location_id: body.location_id ?? SANDBOX_CREDENTIALS.squareLocationId,
      ...pick(body, ['reference_id', 'customer_id', 'note']),
      receipt_number: id.slice(0, 4),
    };
    payments.set(id, { payment, amount, currency, refunded: 0 });
    if (!approved)
      return { ...declined(card.behaviour), payload: { ...declined(card.behaviour).payload, payment } };
    return { status: 200, payload: { payment }, stall: card.behaviour === 'TIMEOUT' };
  });

  post('/v2/refunds', (body) => {
    const stored = payments.get(String(body.payment_id ?? ''));
    if (!stored) return error(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', 'Payment not found.', 'payment_id');
    if (stored.payment.status !== 'COMPLETED')
      return invalid('PAYMENT_NOT_REFUNDABLE', 'Only a completed payment can be refunded.', 'payment_id');
    const money = (body.amount_money ?? {}) as Json;
    const amount = money.amount;
    if (
      typeof amount !== 'number' ||
      !Number.isSafeInteger(amount) ||
      amount <= 0 ||
      money.currency !== stored.currency
    )
      return invalid('INVALID_VALUE', 'The refund amount is not valid.', 'amount_money');
    if (amount > stored.amount - stored.refunded)
      return invalid(
        'REFUND_AMOUNT_INVALID',
        'The refund is more than what is left of the payment.',
        'amount_money.amount',
      );
    stored.refunded += amount;
    const id = context.id('SBXR');
    const refund = {
      id,
      status: 'PENDING',
      amount_money: { amount, currency: stored.currency },
      payment_id: stored.payment.id,
      location_id: stored.payment.location_id,
      reason: body.reason ?? null,
      created_at: now(),
      updated_at: now(),
    };
    refunds.set(id, refund);
    stored.payment.refunded_money = { amount: stored.refunded, currency: stored.currency };
    stored.payment.refund_ids = [...((stored.payment.refund_ids as string[] | undefined) ?? []), id];
    return { status: 200, payload: { refund } };
  });

  const authorized = (request: FastifyRequest) =>
    request.headers.authorization === `Bearer ${SANDBOX_CREDENTIALS.squareAccessToken}`;
  const unauthorized = error(
    401,
    'AUTHENTICATION_ERROR',
    'UNAUTHORIZED',
    'This request could not be authorized.',
  );

  app.get('/v2/payments/:id', async (request, reply) => {
    if (!authorized(request)) return reply.code(401).send(unauthorized.payload);
    const stored = payments.get((request.params as { id: string }).id);
    if (!stored)
      return reply
        .code(404)
        .send(error(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', 'Payment not found.').payload);
    return { payment: stored.payment };
  });
  app.get('/v2/payments', async (request, reply) => {
    if (!authorized(request)) return reply.code(401).send(unauthorized.payload);
    return { payments: [...payments.values()].map((p) => p.payment).reverse() };
  });
  // A refund is PENDING when made and COMPLETED once the sandbox is asked about it again.
  app.get('/v2/refunds/:id', async (request, reply) => {
    if (!authorized(request)) return reply.code(401).send(unauthorized.payload);
    const refund = refunds.get((request.params as { id: string }).id);
    if (!refund)
      return reply
        .code(404)
        .send(error(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', 'Refund not found.').payload);
    refund.status = 'COMPLETED';
    return { refund };
  });

  /** A token's card, or the error Square gives for a token spent or never issued. */
  function cardOf(token: string): SandboxCard | Answer {
    const card = context.vault.redeem(token);
    if (card === 'used')
      return invalid('CARD_TOKEN_USED', 'Card nonce already used; please request new nonce.', 'source_id');
    if (card === 'unknown')
      return invalid('INVALID_CARD_DATA', 'Card nonce not found in this sandbox.', 'source_id');
    return card;
  }
}

function declined(behaviour: Behaviour): Answer {
  const code = behaviour === 'APPROVE' || behaviour === 'TIMEOUT' ? 'GENERIC_DECLINE' : behaviour;
  return error(400, 'PAYMENT_METHOD_ERROR', code, `Authorization error: '${code}'`);
}

function pick(body: Json, names: string[]): Json {
  return Object.fromEntries(names.filter((n) => body[n] !== undefined).map((n) => [n, body[n]]));
}
