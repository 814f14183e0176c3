import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsCardNumber } from '../gateways/card-number';
import { hostedToken } from '../gateways/sandbox-test-kit';
import { startPayTest } from '../payments/pay-test-kit';

let kit: Awaited<ReturnType<typeof startPayTest>>;
beforeAll(async () => {
  kit = await startPayTest();
});
afterAll(async () => kit.close());

const squareToken = async (number = '4111111111111111') =>
  (await hostedToken(kit.sandbox, 'square', { number })).body.token!;

describe('saved cards', () => {
  it('saves a Square card from a hosted-fields token, lists it to its customer only, never its number', async () => {
    const saved = await kit.call('customer', 'POST', '/api/creditcard/insertsquarecard', {
      token: await squareToken(),
      cardholderName: 'Ada Aurora',
      billingPostalCode: '10001',
      idempotencyKey: kit.key(),
    });
    expect(saved.status).toBe(201);
    expect(saved.body.value).toMatchObject({
      processor: 'SQUARE',
      paymentGatewayId: 1,
      cardType: { name: 'Visa' },
      last4: '1111',
      maskedNumber: '•••• 1111',
      customerId: kit.c1001,
    });
    const mine = await kit.call('customer', 'GET', '/api/CreditCard');
    expect(mine.body.value.map((c: { id: number }) => c.id)).toContain(saved.body.value.id);
    const theirs = await kit.call('other', 'GET', '/api/CreditCard?includeEveryCard=true');
    expect(theirs.body.value.map((c: { id: number }) => c.id)).not.toContain(saved.body.value.id);
    const staff = await kit.call('admin', 'GET', '/api/CreditCard?includeEveryCard=true');
    expect(staff.body.value.map((c: { id: number }) => c.id)).toContain(saved.body.value.id);
  });

  it('saves one card for a key sent twice', async () => {
    const body = {
      token: await squareToken('5555555555554444'),
      cardholderName: 'Ada Aurora',
      idempotencyKey: kit.key(),
    };
    const [a, b] = await Promise.all([
      kit.call('customer', 'POST', '/api/creditcard/insertsquarecard', body),
      kit.call('customer', 'POST', '/api/creditcard/insertsquarecard', body),
    ]);
    expect(a.status).toBe(201);
    expect(b.body.value.id).toBe(a.body.value.id);
  });

  it('refuses a key used again for another card before the processor is asked, on both processors', async () => {
    const key = kit.key();
    const first = await kit.call('customer', 'POST', '/api/creditcard/insertsquarecard', {
      token: await squareToken(),
      cardholderName: 'Ada Aurora',
      idempotencyKey: key,
    });
    expect(first.status).toBe(201);
    const cardsBefore = (await kit.call('customer', 'GET', '/api/CreditCard')).body.value.length;
    const other = await kit.call('customer', 'POST', '/api/creditcard/insertsquarecard', {
      token: await squareToken('5555555555554444'),
      cardholderName: 'Someone Else',
      idempotencyKey: key,
    });
    expect(other.status).toBe(409);
    expect(other.body.errorMessages[0]?.value).toBe(
      'This card key was already used for another card: open the add-card dialog again',
    );
    const nmiKey = kit.key();
    const nmiToken = async () =>
      (await hostedToken(kit.sandbox, 'nmi', { number: '6011111111111117' })).body.token;
    const nmi = await kit.call('customer', 'POST', '/api/creditcard/nmi-card', {
      token: await nmiToken(),
      cardholderName: 'Ada Aurora',
      idempotencyKey: nmiKey,
    });
    expect(nmi.status).toBe(201);
    const nmiOther = await kit.call('customer', 'POST', '/api/creditcard/nmi-card', {
      token: await nmiToken(),
      cardholderName: 'Ada Aurora',
      idempotencyKey: nmiKey,
    });
    expect(nmiOther.status).toBe(409);
    expect((await kit.call('customer', 'GET', '/api/CreditCard')).body.value.length).toBe(cardsBefore + 1);
  });

  it('saves an NMI card from a Collect.js token', async () => {
    const { body } = await hostedToken(kit.sandbox, 'nmi', { number: '6011111111111117' });
    const saved = await kit.call('customer', 'POST', '/api/creditcard/nmi-card', {
      token: body.token,
      cardholderName: 'Ada Aurora',
      idempotencyKey: kit.key(),
    });
    expect(saved.status).toBe(201);
    expect(saved.body.value).toMatchObject({
      processor: 'NMI',
      paymentGatewayId: 2,
      last4: '1117',
      cardType: { name: 'Discover' },
    });
  });

  it("answers a processor's refusal in serverErrors, spec §8's words first", async () => {
    const key = kit.key();
    const refused = await kit.call('customer', 'POST', '/api/creditcard/insertsquarecard', {
      token: 'cnon:card-nonce-declined',
      cardholderName: 'Ada Aurora',
      idempotencyKey: key,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.apiMessages.hasErrors).toBe(true);
    expect(refused.body.apiMessages.serverErrors[0]).toMatch(/^Error while saving square card: /);
    // A declined card saved nothing here: the key's claim is released (the dialog mints a new key for the next card).
    const corrected = await kit.call('customer', 'POST', '/api/creditcard/insertsquarecard', {
      token: await squareToken(),
      cardholderName: 'Ada Aurora',
      idempotencyKey: kit.key(),
    });
    expect(corrected.status).toBe(201);
  });

  it('refuses card fields in the body, without echoing them', async () => {
    const refused = await kit.call('customer', 'POST', '/api/creditcard/insertsquarecard', {
      token: 'cnon:card-nonce-ok',
      cardholderName: 'Ada Aurora',
      idempotencyKey: kit.key(),
      cardNumber: '4111111111111111',
      cvv: '123',
    });
    expect(refused.status).toBe(400);
    expect(holdsCardNumber(JSON.stringify(refused.body))).toBe(false);
  });

  it('loads cards only with CP_PAYMENTS:VIEWP', async () => {
    expect((await kit.call('viewer', 'GET', '/api/CreditCard')).status).toBe(403);
    expect(
      (
        await kit.call('viewer', 'POST', '/api/creditcard/insertsquarecard', {
          token: 'cnon:card-nonce-ok',
          cardholderName: 'V',
          idempotencyKey: kit.key(),
        })
      ).status,
    ).toBe(403);
  });

  it('gives the card types, the processors for the hosted fields, and the payment options', async () => {
    const types = await kit.call('customer', 'GET', '/api/CreditCard/types');
    expect(types.body.value).toContainEqual({ id: 1, code: 'VISA', name: 'Visa' });
    const byDefault = await kit.call('customer', 'GET', '/api/CreditCard/gateway/0');
    expect(byDefault.body.value).toMatchObject({
      processor: 'SQUARE',
      paymentGatewayId: 1,
      scriptUrl: `${kit.sandbox.url}/v1/square.js`,
      applicationId: expect.any(String),
      locationId: expect.any(String),
    });
    const nmi = await kit.call('customer', 'GET', '/api/CreditCard/gateway/2');
    expect(nmi.body.value).toMatchObject({
      processor: 'NMI',
      scriptUrl: `${kit.sandbox.url}/token/Collect.js`,
    });
    const unknown = await kit.call('customer', 'GET', '/api/CreditCard/gateway/9');
    expect(unknown.status).toBe(404);
    expect(unknown.body.apiMessages.serverErrors).toEqual(['Error while getting payment processor']);
    const options = await kit.call('customer', 'GET', '/api/payment-options/get-by-config');
    expect(options.body.value).toMatchObject({ defaultPaymentGatewayId: 1, allowOverpayment: true });
    expect(options.body.value.cardProcessors).toHaveLength(2);
  });
});
