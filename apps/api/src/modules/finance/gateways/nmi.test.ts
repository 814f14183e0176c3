import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chargeRequest,
  hostedToken,
  nmiTransactions,
  startRecordingRelay,
  startTestSandbox,
  TEST_TIMEOUT_MS,
} from './sandbox-test-kit';
import type { CardGateway } from './types';

let kit: Awaited<ReturnType<typeof startTestSandbox>>;
let nmi: CardGateway;

beforeAll(async () => {
  kit = await startTestSandbox();
  nmi = kit.nmi();
});
afterAll(async () => kit.sandbox.close());

const NMI_TEST_TOKEN = '00000000-000000-000000-000000000000';
const countSales = (xml: string) => (xml.match(/<action_type>sale<\/action_type>/g) ?? []).length;
const customer = { id: 502, name: 'Bellweather Funeral Home' };

describe('NMI adapter against the sandbox over HTTP', () => {
  it('sells with a payment token, the amount as a decimal string and our key as the order id', async () => {
    const relay = await startRecordingRelay(kit.sandbox.url);
    try {
      const request = chargeRequest(NMI_TEST_TOKEN, { amountCents: 120_005 });
      const outcome = await kit.nmi(relay.url).charge(request);
      expect(outcome.status).toBe('approved');
      const sent = new URLSearchParams(relay.bodies[0]!.body);
      expect(relay.bodies[0]!.path).toBe('/api/transact.php');
      expect(Object.fromEntries(sent)).toMatchObject({
        type: 'sale',
        amount: '1200.05',
        payment_token: NMI_TEST_TOKEN,
        orderid: request.idempotencyKey,
      });
      // NMI's duplicate window is its only guard after a timeout: never turned off.
      expect(sent.has('dup_seconds')).toBe(false);
    } finally {
      await relay.close();
    }
  });

  it.each([
    ['cnon:card-nonce-declined', '200'],
    ['cnon:card-nonce-rejected-cvv', '225'],
    ['cnon:card-nonce-rejected-postalcode', '200'],
    ['cnon:card-nonce-rejected-expiration', '200'],
    ['cnon:sandbox-insufficient-funds', '202'],
  ])('reads %s as a decline with response code %s', async (token, code) => {
    expect(await nmi.charge(chargeRequest(token))).toMatchObject({ status: 'declined', code });
  });

  it('reports a timeout as unknown, and settles it from the Query API without selling again', async () => {
    const relay = await startRecordingRelay(kit.sandbox.url);
    try {
      const request = chargeRequest('cnon:sandbox-timeout');
      const gateway = kit.nmi(relay.url);
      const started = Date.now();
      expect((await gateway.charge(request)).status).toBe('unknown');
      expect(Date.now() - started).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS - 50);
      const settled = await gateway.lookupCharge(request);
      expect(settled.status).toBe('approved');
      expect(relay.bodies.map((b) => b.path)).toEqual(['/api/transact.php', '/api/query.php']);
      expect(new URLSearchParams(relay.bodies[1]!.body).get('order_id')).toBe(request.idempotencyKey);
      expect(countSales(await nmiTransactions(kit.sandbox, request.idempotencyKey))).toBe(1);
    } finally {
      await relay.close();
    }
  });

  it('answers the first sale when the same key is sent twice, and refuses another payment inside the window', async () => {
    const request = chargeRequest(NMI_TEST_TOKEN);
    const first = await nmi.charge(request);
    expect(first.status).toBe('approved');
    const repeat = await nmi.charge(request);
    expect(repeat).toMatchObject({
      status: 'approved',
      processorPaymentId: first.status === 'approved' && first.processorPaymentId,
    });
    expect(countSales(await nmiTransactions(kit.sandbox, request.idempotencyKey))).toBe(1);
    // Another payment (another key) of the same card and amount is NMI's duplicate: refused, not charged.
    const other = await nmi.charge({ ...request, idempotencyKey: randomUUID() });
    expect(other).toMatchObject({ status: 'declined', code: 'DUPLICATE' });
  });

  it('looks up a key never sent as not found, and a declined sale as declined', async () => {
    expect(await nmi.lookupCharge(chargeRequest(NMI_TEST_TOKEN))).toEqual({ status: 'not-found' });
    const declined = chargeRequest('cnon:sandbox-insufficient-funds');
    await nmi.charge(declined);
    expect(await nmi.lookupCharge(declined)).toMatchObject({ status: 'declined', code: '202' });
  });

  it('saves a card in the vault once per key, describes it from the Query API, and sells with it', async () => {
    const { body } = await hostedToken(kit.sandbox, 'nmi', { number: '378282246310005', cvv: '1234' });
    expect(body.token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{6}-[0-9a-f]{6}-[0-9a-f]{12}$/);
    const request = {
      idempotencyKey: randomUUID(),
      token: body.token!,
      cardholderName: 'Bea Bellweather',
      customer,
    };
    const saved = await nmi.saveCard(request);
    expect(saved).toMatchObject({ status: 'saved', brand: 'AMERICAN_EXPRESS', last4: '0005' });
    expect(await nmi.saveCard(request)).toEqual(saved);
    if (saved.status !== 'saved') return;
    const sale = await nmi.charge(
      chargeRequest('', {
        source: { kind: 'saved-card', cardRef: saved.cardRef, customerRef: saved.customerRef },
      }),
    );
    expect(sale.status).toBe('approved');
  });

  it('refunds up to what is left of a sale', async () => {
    const request = chargeRequest(NMI_TEST_TOKEN);
    const sale = await nmi.charge(request);
    if (sale.status !== 'approved') throw new Error('sale failed');
    const refund = (cents: number) =>
      nmi.refund({
        idempotencyKey: randomUUID(),
        processorPaymentId: sale.processorPaymentId,
        amountCents: cents,
        currency: 'USD',
      });
    expect((await refund(request.amountCents - 1)).status).toBe('refunded');
    expect(await refund(2)).toMatchObject({ status: 'declined', code: '300' });
  });

  it('reads a wrong security key as a refusal', async () => {
    expect((await kit.nmi(kit.sandbox.url, 'wrong-key').charge(chargeRequest(NMI_TEST_TOKEN))).status).toBe(
      'declined',
    );
  });
});
