import { payInvoices } from '@portal/shared/finance/pay-invoices';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendInput } from '../../../test/send';
import { creditPayments, customerCredits } from '../tables';
import { squarePayments } from '../gateways/sandbox-test-kit';
import { issueCredit } from '../ledger/credits';
import { ledgerDrift } from '../ledger/drift';
import { toCents } from '../money';
import { startPayTest } from './pay-test-kit';

let kit: Awaited<ReturnType<typeof startPayTest>>;
let savedCardId: number;
beforeAll(async () => {
  kit = await startPayTest();
  savedCardId = await kit.saveSquareCard();
});
afterAll(async () => kit.close());

type PayBody = SendInput<typeof payInvoices>['body'];
const pay = (who: 'customer' | 'other', body: PayBody) => kit.send(payInvoices, { body }, { as: who });

/** What a customer may still pay with: the balances of its dollar credits, in cents. */
async function availableCents(customerId: number): Promise<bigint> {
  const [row] = await kit.t.db
    .select({ total: sql<string>`coalesce(sum(${customerCredits.balance}), 0)::text` })
    .from(customerCredits)
    .where(and(eq(customerCredits.customerId, customerId), eq(customerCredits.currencyCode, 'USD')));
  return toCents(row!.total);
}

const requestsUnder = (key: string) =>
  kit.t.db.select().from(creditPayments).where(eq(creditPayments.idempotencyKey, key));

describe('POST /payment/pay with the customer credits', () => {
  it('lets the demo customer pay an invoice with its credits alone, no card needed, once per key', async () => {
    const before = await availableCents(kit.c1001);
    expect(before).toBeGreaterThanOrEqual(27500n);
    const a = await kit.invoice(kit.c1001, '50.00');
    const body: PayBody = {
      idempotencyKey: kit.key(),
      amount: 50,
      creditAmount: 50,
      invoices: [{ invoiceId: a, amount: 50 }],
    };
    const paid = await pay('customer', body);
    expect(paid.status).toBe(200);
    expect(paid.value).toMatchObject({
      paymentId: null,
      status: 'succeeded',
      amount: 0,
      creditAmount: 50,
      currencyCode: 'USD',
    });
    expect(await kit.balance(a)).toBe('0.00');
    expect(await availableCents(kit.c1001)).toBe(before - 5000n);

    // The same request again answers the first result and applies nothing more.
    const again = await pay('customer', body);
    expect(again.status).toBe(200);
    expect(again.value).toMatchObject({ creditAmount: 50 });
    expect(await availableCents(kit.c1001)).toBe(before - 5000n);
    expect(await requestsUnder(body.idempotencyKey)).toHaveLength(1);
    // The key with another request is refused.
    const changed = await pay('customer', { ...body, creditAmount: 40, creditCardId: savedCardId });
    expect(changed.status).toBe(409);
    expect(await ledgerDrift(kit.t.db)).toEqual([]);
  });

  it('pays with credits first and charges the card the rest, once per key', async () => {
    const before = await availableCents(kit.c1001);
    const a = await kit.invoice(kit.c1001, '80.00');
    const b = await kit.invoice(kit.c1001, '20.00');
    const body: PayBody = {
      idempotencyKey: kit.key(),
      amount: '100.00',
      creditAmount: '30.00',
      invoices: [
        { invoiceId: a, amount: 80 },
        { invoiceId: b, amount: 20 },
      ],
      creditCardId: savedCardId,
    };
    const paid = await pay('customer', body);
    expect(paid.status).toBe(200);
    expect(paid.value).toMatchObject({ status: 'succeeded', amount: 70, creditAmount: 30 });
    expect(await kit.balance(a)).toBe('0.00');
    expect(await kit.balance(b)).toBe('0.00');
    expect(await availableCents(kit.c1001)).toBe(before - 3000n);

    const again = await pay('customer', body);
    expect(again.value).toMatchObject({ paymentId: paid.value.paymentId, creditAmount: 30 });
    expect(await availableCents(kit.c1001)).toBe(before - 3000n);
    const charges = (await squarePayments(kit.sandbox)).filter((p) => p.reference_id === paid.value.code);
    expect(charges).toHaveLength(1);
    expect(await ledgerDrift(kit.t.db)).toEqual([]);
  });

  it('refuses more credit than the customer holds or than the invoices are given (400), and changes nothing', async () => {
    const before = await availableCents(kit.c1001);
    const a = await kit.invoice(kit.c1001, '5000.00');
    const tooMuch = (before + 100n).toString();
    const aboveHeld = await pay('customer', {
      idempotencyKey: kit.key(),
      amount: 5000,
      creditAmount: `${tooMuch.slice(0, -2)}.${tooMuch.slice(-2)}`,
      invoices: [{ invoiceId: a, amount: 5000 }],
      creditCardId: savedCardId,
    });
    expect(aboveHeld.status).toBe(400);
    expect(aboveHeld.errorMessages.map((e) => e.key)).toEqual(['creditAmount']);

    const small = await kit.invoice(kit.c1001, '10.00');
    const aboveInvoices = await pay('customer', {
      idempotencyKey: kit.key(),
      amount: 20,
      creditAmount: 20,
      invoices: [{ invoiceId: small, amount: 10 }],
      confirmOverpayment: true,
    });
    expect(aboveInvoices.status).toBe(400);
    expect(aboveInvoices.errorMessages.map((e) => e.key)).toEqual(['creditAmount']);

    const aboveAmount = await pay('customer', {
      idempotencyKey: kit.key(),
      amount: 5,
      creditAmount: 10,
      invoices: [{ invoiceId: small, amount: 5 }],
    });
    expect(aboveAmount.status).toBe(400);

    // Credits paying only part need a card for the rest.
    const noCard = await pay('customer', {
      idempotencyKey: kit.key(),
      amount: 10,
      creditAmount: 4,
      invoices: [{ invoiceId: small, amount: 10 }],
    });
    expect(noCard.status).toBe(400);
    expect(noCard.errorMessages.map((e) => e.key)).toContain('creditCardId');

    expect(await kit.balance(a)).toBe('5000.00');
    expect(await kit.balance(small)).toBe('10.00');
    expect(await availableCents(kit.c1001)).toBe(before);
  });

  it('never uses another customer’s credits', async () => {
    const theirs = await availableCents(kit.c1002);
    // Aurora holds more than Bellweather asks for: a credit memo of its own.
    await kit.t.db.transaction((tx) =>
      issueCredit(
        tx,
        { userId: null, impersonatorId: null },
        {
          customerId: kit.c1001,
          kind: 'credit_memo',
          amount: theirs + 1000n,
          currencyCode: 'USD',
          creditDate: '2025-03-01',
        },
      ),
    );
    const auroraBefore = await availableCents(kit.c1001);
    const own = await kit.invoice(kit.c1002, '10000.00');
    // Within what Aurora holds, above what Bellweather holds: Bellweather's own credits only are counted.
    const ask = theirs + 100n;
    expect(ask).toBeLessThanOrEqual(auroraBefore);
    const refused = await pay('other', {
      idempotencyKey: kit.key(),
      amount: '10000.00',
      creditAmount: `${ask / 100n}.${String(ask % 100n).padStart(2, '0')}`,
      invoices: [{ invoiceId: own, amount: '10000.00' }],
      token: 'cnon:card-nonce-ok',
      processor: 'SQUARE',
    });
    expect(refused.status).toBe(400);
    expect(refused.errorMessages.map((e) => e.key)).toEqual(['creditAmount']);

    // Aurora's invoice paid by Bellweather with credits: not found, whoever's credits.
    const auroras = await kit.invoice(kit.c1001, '10.00');
    const foreign = await pay('other', {
      idempotencyKey: kit.key(),
      amount: 10,
      creditAmount: 10,
      invoices: [{ invoiceId: auroras, amount: 10 }],
    });
    expect(foreign.status).toBe(404);
    expect(await kit.balance(auroras)).toBe('10.00');
    expect(await kit.balance(own)).toBe('10000.00');
    expect(await availableCents(kit.c1001)).toBe(auroraBefore);
    expect(await availableCents(kit.c1002)).toBe(theirs);
  });

  it('gives the credits back when the card is declined', async () => {
    const before = await availableCents(kit.c1001);
    const a = await kit.invoice(kit.c1001, '50.00');
    const declined = await pay('customer', {
      idempotencyKey: kit.key(),
      amount: 50,
      creditAmount: 20,
      invoices: [{ invoiceId: a, amount: 50 }],
      token: 'cnon:card-nonce-declined',
      processor: 'SQUARE',
    });
    expect(declined.status).toBe(400);
    expect(declined.errorMessages.map((e) => e.key)).toEqual(['card']);
    expect(await kit.balance(a)).toBe('50.00');
    expect(await availableCents(kit.c1001)).toBe(before);
    expect(await ledgerDrift(kit.t.db)).toEqual([]);

    // The credits can be used again at once, with another card.
    const paid = await pay('customer', {
      idempotencyKey: kit.key(),
      amount: 50,
      creditAmount: 20,
      invoices: [{ invoiceId: a, amount: 50 }],
      token: 'cnon:card-nonce-ok',
      processor: 'SQUARE',
    });
    expect(paid.value).toMatchObject({ status: 'succeeded', amount: 30, creditAmount: 20 });
    expect(await availableCents(kit.c1001)).toBe(before - 2000n);
  });
});
