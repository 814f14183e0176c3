import { getCreditCardTypes } from '@portal/shared/finance/get-credit-card-types';
import { getCreditCards } from '@portal/shared/finance/get-credit-cards';
import { getPaymentOptions } from '@portal/shared/finance/get-payment-options';
import { getPaymentProcessor } from '@portal/shared/finance/get-payment-processor';
import { insertNmiCard } from '@portal/shared/finance/insert-nmi-card';
import { insertSquareCard } from '@portal/shared/finance/insert-square-card';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, SendInput } from '../../../test/send';
import { holdsCardNumber } from '../gateways/card-number';
import { hostedToken } from '../gateways/sandbox-test-kit';
import { startPayTest } from '../payments/pay-test-kit';

let kit: Awaited<ReturnType<typeof startPayTest>>;
beforeAll(async () => {
  kit = await startPayTest();
});
afterAll(async () => kit.close());

type CardBody = SendInput<typeof insertSquareCard>['body'];
const squareToken = async (number = '4111111111111111') =>
  (await hostedToken(kit.sandbox, 'square', { number })).body.token!;
const nmiToken = async (number = '6011111111111117') =>
  (await hostedToken(kit.sandbox, 'nmi', { number })).body.token!;
const saveSquare = (body: CardBody, as: Caller = 'customer') => kit.send(insertSquareCard, { body }, { as });
const saveNmi = (body: CardBody) => kit.send(insertNmiCard, { body }, { as: 'customer' });
const cardsOf = async (as: Caller, query: SendInput<typeof getCreditCards>['query'] = {}) =>
  (await kit.send(getCreditCards, { query }, { as })).value;
const processor = (gatewayId: number) =>
  kit.send(getPaymentProcessor, { params: { gatewayId } }, { as: 'customer' });

describe('saved cards', () => {
  it('saves a Square card from a hosted-fields token, lists it to its customer only, never its number', async () => {
    const saved = await saveSquare({
      token: await squareToken(),
      cardholderName: 'Ada Aurora',
      billingPostalCode: '10001',
      idempotencyKey: kit.key(),
    });
    expect(saved.status).toBe(201);
    expect(saved.value).toMatchObject({
      processor: 'SQUARE',
      paymentGatewayId: 1,
      cardType: { name: 'Visa' },
      last4: '1111',
      maskedNumber: '•••• 1111',
      customerId: kit.c1001,
    });
    const mine = await cardsOf('customer');
    expect(mine.map((c) => c.id)).toContain(saved.value.id);
    const theirs = await cardsOf('other', { includeEveryCard: 'true' });
    expect(theirs.map((c) => c.id)).not.toContain(saved.value.id);
    const staff = await cardsOf('admin', { includeEveryCard: 'true' });
    expect(staff.map((c) => c.id)).toContain(saved.value.id);
  });

  it('saves one card for a key sent twice', async () => {
    const body = {
      token: await squareToken('5555555555554444'),
      cardholderName: 'Ada Aurora',
      idempotencyKey: kit.key(),
    };
    const [a, b] = await Promise.all([saveSquare(body), saveSquare(body)]);
    expect(a.status).toBe(201);
    expect(b.value.id).toBe(a.value.id);
  });

  it('refuses a key used again for another card before the processor is asked, on both processors', async () => {
    const key = kit.key();
    const first = await saveSquare({
      token: await squareToken(),
      cardholderName: 'Ada Aurora',
      idempotencyKey: key,
    });
    expect(first.status).toBe(201);
    const cardsBefore = (await cardsOf('customer')).length;
    const other = await saveSquare({
      token: await squareToken('5555555555554444'),
      cardholderName: 'Someone Else',
      idempotencyKey: key,
    });
    expect(other.status).toBe(409);
    expect(other.errorMessages[0]?.value).toBe(
      'This card key was already used for another card: open the add-card dialog again',
    );
    const nmiKey = kit.key();
    const nmi = await saveNmi({
      token: await nmiToken(),
      cardholderName: 'Ada Aurora',
      idempotencyKey: nmiKey,
    });
    expect(nmi.status).toBe(201);
    const nmiOther = await saveNmi({
      token: await nmiToken(),
      cardholderName: 'Ada Aurora',
      idempotencyKey: nmiKey,
    });
    expect(nmiOther.status).toBe(409);
    expect((await cardsOf('customer')).length).toBe(cardsBefore + 1);
  });

  it('saves an NMI card from a Collect.js token', async () => {
    const saved = await saveNmi({
      token: await nmiToken(),
      cardholderName: 'Ada Aurora',
      idempotencyKey: kit.key(),
    });
    expect(saved.status).toBe(201);
    expect(saved.value).toMatchObject({
      processor: 'NMI',
      paymentGatewayId: 2,
      last4: '1117',
      cardType: { name: 'Discover' },
    });
  });

  it("answers a processor's refusal in serverErrors, spec §8's words first", async () => {
    const key = kit.key();
    const refused = await saveSquare({
      token: 'cnon:card-nonce-declined',
      cardholderName: 'Ada Aurora',
      idempotencyKey: key,
    });
    expect(refused.status).toBe(400);
    expect(refused.response.json().apiMessages.hasErrors).toBe(true);
    expect(refused.serverErrors[0]).toMatch(/^Error while saving square card: /);
    // A declined card saved nothing here: the key's claim is released (the dialog mints a new key for the next card).
    const corrected = await saveSquare({
      token: await squareToken(),
      cardholderName: 'Ada Aurora',
      idempotencyKey: kit.key(),
    });
    expect(corrected.status).toBe(201);
  });

  it('refuses card fields in the body, without echoing them', async () => {
    // Fields the contract has no place for, as a careless client might send them.
    const withCardFields = {
      token: 'cnon:card-nonce-ok',
      cardholderName: 'Ada Aurora',
      idempotencyKey: kit.key(),
      cardNumber: '4111111111111111',
      cvv: '123',
    };
    const refused = await saveSquare(withCardFields);
    expect(refused.status).toBe(400);
    expect(holdsCardNumber(refused.response.body)).toBe(false);
  });

  it('loads cards only with CP_PAYMENTS:VIEWP', async () => {
    expect((await kit.send(getCreditCards, {}, { as: 'viewer' })).status).toBe(403);
    expect(
      (
        await saveSquare(
          { token: 'cnon:card-nonce-ok', cardholderName: 'V', idempotencyKey: kit.key() },
          'viewer',
        )
      ).status,
    ).toBe(403);
  });

  it('gives the card types, the processors for the hosted fields, and the payment options', async () => {
    const types = await kit.send(getCreditCardTypes, {}, { as: 'customer' });
    expect(types.value).toContainEqual({ id: 1, code: 'VISA', name: 'Visa' });
    const byDefault = await processor(0);
    expect(byDefault.value).toMatchObject({
      processor: 'SQUARE',
      paymentGatewayId: 1,
      scriptUrl: `${kit.sandbox.url}/v1/square.js`,
      applicationId: expect.any(String),
      locationId: expect.any(String),
    });
    const nmi = await processor(2);
    expect(nmi.value).toMatchObject({
      processor: 'NMI',
      scriptUrl: `${kit.sandbox.url}/token/Collect.js`,
    });
    const unknown = await processor(9);
    expect(unknown.status).toBe(404);
    expect(unknown.serverErrors).toEqual(['Error while getting payment processor']);
    const options = await kit.send(getPaymentOptions, {}, { as: 'customer' });
    expect(options.value).toMatchObject({ defaultPaymentGatewayId: 1, allowOverpayment: true });
    expect(options.value.cardProcessors).toHaveLength(2);
  });
});
