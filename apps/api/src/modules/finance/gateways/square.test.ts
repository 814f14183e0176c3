import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CREDENTIALS } from '@portal/sandbox-gateway';
import {
  chargeRequest,
  hostedToken,
  squarePayments,
  startRecordingRelay,
  startTestSandbox,
  TEST_TIMEOUT_MS,
} from './sandbox-test-kit';
import type { CardGateway } from './types';

let kit: Awaited<ReturnType<typeof startTestSandbox>>;
let square: CardGateway;

beforeAll(async () => {
  kit = await startTestSandbox();
  square = kit.square();
});
afterAll(async () => kit.sandbox.close());

const customer = { id: 501, name: 'Aurora Jewelers', email: 'ap@aurora.test' };

describe('Square adapter against the sandbox over HTTP', () => {
  it('charges a card token in cents and reads the approval', async () => {
    const request = chargeRequest('cnon:card-nonce-ok');
    const outcome = await square.charge(request);
    expect(outcome).toMatchObject({ status: 'approved', last4: '1111', brand: 'VISA' });
    const payment = (await squarePayments(kit.sandbox)).find(
      (p) => outcome.status === 'approved' && p.id === outcome.processorPaymentId,
    );
    expect(payment).toMatchObject({ status: 'COMPLETED', reference_id: request.reference });
  });

  it.each([
    ['cnon:card-nonce-declined', 'GENERIC_DECLINE'],
    ['cnon:card-nonce-rejected-cvv', 'CVV_FAILURE'],
    ['cnon:card-nonce-rejected-postalcode', 'ADDRESS_VERIFICATION_FAILURE'],
    ['cnon:card-nonce-rejected-expiration', 'INVALID_EXPIRATION'],
    ['cnon:sandbox-insufficient-funds', 'INSUFFICIENT_FUNDS'],
  ])('reads %s as a decline with code %s', async (token, code) => {
    expect(await square.charge(chargeRequest(token))).toMatchObject({ status: 'declined', code });
  });

  it('reports a timeout as unknown, and the lookup with the same key settles it without a second charge', async () => {
    const request = chargeRequest('cnon:sandbox-timeout');
    const started = Date.now();
    const first = await square.charge(request);
    expect(first.status).toBe('unknown');
    expect(Date.now() - started).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS - 50);
    const settled = await square.lookupCharge(request);
    expect(settled.status).toBe('approved');
    const again = await square.lookupCharge(request);
    expect(again).toEqual(settled);
    const charges = (await squarePayments(kit.sandbox)).filter((p) => p.reference_id === request.reference);
    expect(charges).toHaveLength(1);
    expect(settled.status === 'approved' && settled.processorPaymentId).toBe(charges[0]!.id);
  });

  it('charges once for the same key sent twice, and refuses the key with another amount', async () => {
    const request = chargeRequest('cnon:card-nonce-ok');
    const [a, b] = await Promise.all([square.charge(request), square.charge(request)]);
    expect(a.status).toBe('approved');
    expect(b).toEqual(a);
    expect(
      (await squarePayments(kit.sandbox)).filter((p) => p.reference_id === request.reference),
    ).toHaveLength(1);
    const changed = await square.charge({ ...request, amountCents: request.amountCents + 1 });
    expect(changed).toMatchObject({ status: 'declined', code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('replays a decline for its key: the lookup of a declined charge is that decline', async () => {
    const request = chargeRequest('cnon:card-nonce-declined');
    await square.charge(request);
    expect(await square.lookupCharge(request)).toMatchObject({ status: 'declined', code: 'GENERIC_DECLINE' });
  });

  it('spends a hosted-fields token once', async () => {
    const { body } = await hostedToken(kit.sandbox, 'square', { number: '4111 1111 1111 1111' });
    const token = body.token!;
    expect(await square.charge(chargeRequest(token))).toMatchObject({ status: 'approved', last4: '1111' });
    expect(await square.charge(chargeRequest(token))).toMatchObject({
      status: 'declined',
      code: 'CARD_TOKEN_USED',
    });
  });

  it('saves a card for a new Square customer, charges it on file, and keeps it to that customer', async () => {
    const { body } = await hostedToken(kit.sandbox, 'square', {
      number: '5555555555554444',
      postalCode: '10001',
    });
    const saveKey = randomUUID();
    const saved = await square.saveCard({
      idempotencyKey: saveKey,
      token: body.token!,
      cardholderName: 'Ada Aurora',
      customer,
      billingPostalCode: '10001',
    });
    expect(saved).toMatchObject({ status: 'saved', brand: 'MASTERCARD', last4: '4444' });
    if (saved.status !== 'saved') return;
    expect(saved.expYear).toBeGreaterThan(2000);
    // The same key again (a double click) answers the same card, not a second one.
    const repeat = await square.saveCard({
      idempotencyKey: saveKey,
      token: body.token!,
      cardholderName: 'Ada Aurora',
      customer,
      billingPostalCode: '10001',
    });
    expect(repeat).toEqual(saved);
    const onFile = await square.charge(
      chargeRequest('', {
        source: { kind: 'saved-card', cardRef: saved.cardRef, customerRef: saved.customerRef },
      }),
    );
    expect(onFile).toMatchObject({ status: 'approved', last4: '4444' });
    const wrongCustomer = await square.charge(
      chargeRequest('', {
        source: { kind: 'saved-card', cardRef: saved.cardRef, customerRef: 'SOMEONE-ELSE' },
      }),
    );
    expect(wrongCustomer.status).toBe('declined');
  });

  it('refuses to save a card the issuer declines', async () => {
    const saved = await square.saveCard({
      idempotencyKey: randomUUID(),
      token: 'cnon:card-nonce-declined',
      cardholderName: 'Ada Aurora',
      customer,
    });
    expect(saved).toMatchObject({ status: 'declined', code: 'GENERIC_DECLINE' });
  });

  it('refunds up to what is left of a payment', async () => {
    const request = chargeRequest('cnon:card-nonce-ok');
    const charged = await square.charge(request);
    if (charged.status !== 'approved') throw new Error('charge failed');
    const refund = (cents: number) =>
      square.refund({
        idempotencyKey: randomUUID(),
        processorPaymentId: charged.processorPaymentId,
        amountCents: cents,
        currency: 'USD',
        reason: 'Returned goods',
      });
    expect((await refund(request.amountCents - 100)).status).toBe('refunded');
    expect(await refund(101)).toMatchObject({ status: 'declined', code: 'REFUND_AMOUNT_INVALID' });
    expect((await refund(100)).status).toBe('refunded');
  });

  it('sends the pinned version, the bearer token and a key of at most 45 characters', async () => {
    const relay = await startRecordingRelay(kit.sandbox.url);
    try {
      const request = chargeRequest('cnon:card-nonce-ok', { idempotencyKey: 'k'.repeat(45) });
      expect((await kit.square(relay.url).charge(request)).status).toBe('approved');
      const sent = JSON.parse(relay.bodies[0]!.body) as Record<string, unknown>;
      expect(sent).toMatchObject({
        idempotency_key: 'k'.repeat(45),
        amount_money: { amount: request.amountCents, currency: 'USD' },
        autocomplete: true,
        location_id: SANDBOX_CREDENTIALS.squareLocationId,
        reference_id: request.reference,
      });
      await expect(
        square.charge(chargeRequest('cnon:card-nonce-ok', { idempotencyKey: 'k'.repeat(46) })),
      ).rejects.toThrow(RangeError);
    } finally {
      await relay.close();
    }
  });

  it('reads a wrong access token as a refusal and an unreachable processor as unknown', async () => {
    expect(
      await kit.square(kit.sandbox.url, 'wrong-token').charge(chargeRequest('cnon:card-nonce-ok')),
    ).toMatchObject({
      status: 'declined',
      code: 'UNAUTHORIZED',
    });
    const relay = await startRecordingRelay(kit.sandbox.url);
    await relay.close();
    expect((await kit.square(relay.url).charge(chargeRequest('cnon:card-nonce-ok'))).status).toBe('unknown');
  });
});
