import { payInvoices } from '@portal/shared/finance/pay-invoices';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendInput } from '../../../test/send';
import { holdsCardNumber } from '../gateways/card-number';
import { squarePayments } from '../gateways/sandbox-test-kit';
import { OVERPAYMENT_WARNING } from '../public';
import { startPayTest } from './pay-test-kit';
import { reconcilePendingPayments } from './reconcile';

let kit: Awaited<ReturnType<typeof startPayTest>>;
let savedCardId: number;
beforeAll(async () => {
  kit = await startPayTest();
  savedCardId = await kit.saveSquareCard();
});
afterAll(async () => kit.close());

type PayBody = SendInput<typeof payInvoices>['body'];
const pay = (who: 'customer' | 'other' | 'viewer', body: PayBody) =>
  kit.send(payInvoices, { body }, { as: who });
const chargesFor = async (code: string | null) =>
  (await squarePayments(kit.sandbox)).filter((p) => p.reference_id === code);

describe('POST /payment/pay', () => {
  it('pays one invoice in part and another in full with a saved card, once', async () => {
    const a = await kit.invoice(kit.c1001, '100.00');
    const b = await kit.invoice(kit.c1001, '45.50');
    const paid = await pay('customer', {
      idempotencyKey: kit.key(),
      amount: 85.5,
      invoices: [
        { invoiceId: a, amount: 40 },
        { invoiceId: b, amount: '45.50' },
      ],
      creditCardId: savedCardId,
    });
    expect(paid.status).toBe(200);
    expect(paid.value).toMatchObject({ status: 'succeeded', amount: 85.5, prepaymentCreditId: null });
    expect(await kit.balance(a)).toBe('60.00');
    expect(await kit.balance(b)).toBe('0.00');
    expect(await chargesFor(paid.value.code)).toHaveLength(1);
  });

  it('turns an overpayment into a prepayment only once the payer confirmed the warning', async () => {
    const a = await kit.invoice(kit.c1001, '20.00');
    const body: PayBody = {
      idempotencyKey: kit.key(),
      amount: 30,
      invoices: [{ invoiceId: a, amount: 20 }],
      creditCardId: savedCardId,
    };
    const warned = await pay('customer', body);
    expect(warned.status).toBe(400);
    expect(warned.errorMessages).toContainEqual({
      key: 'confirmOverpayment',
      value: OVERPAYMENT_WARNING,
    });
    const confirmed = await pay('customer', { ...body, idempotencyKey: kit.key(), confirmOverpayment: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.value.prepaymentCreditId).toEqual(expect.any(Number));
    expect(await kit.balance(a)).toBe('0.00');
  });

  it('refuses an amount above what is left to pay (409) and charges nothing', async () => {
    const a = await kit.invoice(kit.c1001, '10.00');
    const refused = await pay('customer', {
      idempotencyKey: kit.key(),
      amount: 11,
      invoices: [{ invoiceId: a, amount: 11 }],
      creditCardId: savedCardId,
    });
    expect(refused.status).toBe(409);
    expect(await kit.balance(a)).toBe('10.00');
  });

  it('records a decline as a failed payment and releases what it held', async () => {
    const a = await kit.invoice(kit.c1001, '30.00');
    const declined = await pay('customer', {
      idempotencyKey: kit.key(),
      amount: 30,
      invoices: [{ invoiceId: a, amount: 30 }],
      token: 'cnon:card-nonce-declined',
      processor: 'SQUARE',
    });
    expect(declined.status).toBe(400);
    expect(declined.serverErrors[0]).toBe(
      "The card payment was declined. The card's bank refused the payment.",
    );
    expect(await kit.balance(a)).toBe('30.00');
    const paid = await pay('customer', {
      idempotencyKey: kit.key(),
      amount: 30,
      invoices: [{ invoiceId: a, amount: 30 }],
      token: 'cnon:card-nonce-ok',
      processor: 'SQUARE',
    });
    expect(paid.status).toBe(200);
  });

  it('leaves a timed-out charge pending (202), and the reconciliation settles it from Square without a second charge', async () => {
    const a = await kit.invoice(kit.c1001, '70.00');
    const body: PayBody = {
      idempotencyKey: kit.key(),
      amount: 70,
      invoices: [{ invoiceId: a, amount: 70 }],
      token: 'cnon:sandbox-timeout',
      processor: 'SQUARE',
    };
    const pending = await pay('customer', body);
    expect(pending.status).toBe(202);
    expect(pending.value.status).toBe('pending');
    expect(await kit.balance(a)).toBe('70.00');
    // A retry while it is pending answers the same payment, still pending, and charges nothing more.
    const retry = await pay('customer', body);
    expect(retry.status).toBe(202);
    expect(retry.value.paymentId).toBe(pending.value.paymentId);

    const config = kit.t.app.services.config;
    // Two passes at once (two instances), two minutes on, when the pay request's one-minute lease is over: one takes
    // the work, and its claim leases the payment, so the other finds nothing to take whichever runs first.
    const later = () => new Date(Date.now() + 120_000);
    const passes = await Promise.all([
      reconcilePendingPayments(kit.t.db, config, { leaseMs: 60_000, now: later }),
      reconcilePendingPayments(kit.t.db, config, { leaseMs: 60_000, now: later }),
    ]);
    expect(passes.reduce((n, p) => n + p.settled, 0)).toBe(1);
    expect(await kit.balance(a)).toBe('0.00');
    const after = await pay('customer', body);
    expect(after.status).toBe(200);
    expect(after.value.status).toBe('succeeded');
    expect(await chargesFor(pending.value.code)).toHaveLength(1);
  });

  it('settles a pending NMI payment from the Query API', async () => {
    const a = await kit.invoice(kit.c1001, '15.00');
    const pending = await pay('customer', {
      idempotencyKey: kit.key(),
      amount: 15,
      invoices: [{ invoiceId: a, amount: 15 }],
      token: 'cnon:sandbox-timeout',
      processor: 'NMI',
    });
    expect(pending.status).toBe(202);
    const pass = await reconcilePendingPayments(kit.t.db, kit.t.app.services.config, { leaseMs: 0 });
    expect(pass.settled).toBeGreaterThanOrEqual(1);
    expect(await kit.balance(a)).toBe('0.00');
  });

  it('leaves a payment its own request may still be working on to that request', async () => {
    const a = await kit.invoice(kit.c1001, '16.00');
    const pending = await pay('customer', {
      idempotencyKey: kit.key(),
      amount: 16,
      invoices: [{ invoiceId: a, amount: 16 }],
      token: 'cnon:sandbox-timeout',
      processor: 'SQUARE',
    });
    expect(pending.status).toBe(202);
    const early = await reconcilePendingPayments(kit.t.db, kit.t.app.services.config, { leaseMs: 60_000 });
    expect(early.settled).toBe(0);
    expect(await kit.balance(a)).toBe('16.00');
    await reconcilePendingPayments(kit.t.db, kit.t.app.services.config, { leaseMs: 0 });
    expect(await kit.balance(a)).toBe('0.00');
  });

  it('refuses the same key with another request (409)', async () => {
    const a = await kit.invoice(kit.c1001, '50.00');
    const key = kit.key();
    const first = await pay('customer', {
      idempotencyKey: key,
      amount: 10,
      invoices: [{ invoiceId: a, amount: 10 }],
      creditCardId: savedCardId,
    });
    expect(first.status).toBe(200);
    const changed = await pay('customer', {
      idempotencyKey: key,
      amount: 11,
      invoices: [{ invoiceId: a, amount: 11 }],
      creditCardId: savedCardId,
    });
    expect(changed.status).toBe(409);
    expect(await kit.balance(a)).toBe('40.00');
  });

  it('charges once for 20 concurrent requests with one key', async () => {
    const a = await kit.invoice(kit.c1001, '25.00');
    const body: PayBody = {
      idempotencyKey: kit.key(),
      amount: 25,
      invoices: [{ invoiceId: a, amount: 25 }],
      creditCardId: savedCardId,
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay('customer', body)));
    const ids = new Set(answers.map((r) => (r.status < 300 ? r.value.paymentId : undefined)));
    expect(ids.size).toBe(1);
    expect(answers.every((r) => r.status === 200 || r.status === 202)).toBe(true);
    expect(await chargesFor(answers[0]!.value.code)).toHaveLength(1);
    expect(await kit.balance(a)).toBe('0.00');
  });

  it('never takes a balance below zero with 20 concurrent payments under distinct keys', async () => {
    const a = await kit.invoice(kit.c1001, '100.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay('customer', {
          idempotencyKey: kit.key(),
          amount: 30,
          invoices: [{ invoiceId: a, amount: 30 }],
          creditCardId: savedCardId,
        }),
      ),
    );
    const paid = answers.filter((r) => r.status === 200);
    expect(paid).toHaveLength(3);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(17);
    expect(await kit.balance(a)).toBe('10.00');
    const charged = (await squarePayments(kit.sandbox)).filter((p) =>
      paid.some((r) => r.value.code === p.reference_id),
    );
    expect(charged).toHaveLength(3);
  });

  it("refuses another customer's card and invoice as not found, and a read-only viewer (403)", async () => {
    const mine = await kit.invoice(kit.c1001, '12.00');
    const theirs = await kit.invoice(kit.c1002, '12.00');
    const withMyCard = await pay('other', {
      idempotencyKey: kit.key(),
      amount: 12,
      invoices: [{ invoiceId: theirs, amount: 12 }],
      creditCardId: savedCardId,
    });
    expect(withMyCard.status).toBe(404);
    const forMyInvoice = await pay('other', {
      idempotencyKey: kit.key(),
      amount: 12,
      invoices: [{ invoiceId: mine, amount: 12 }],
      token: 'cnon:card-nonce-ok',
      processor: 'SQUARE',
    });
    expect(forMyInvoice.status).toBe(404);
    const viewer = await pay('viewer', {
      idempotencyKey: kit.key(),
      amount: 12,
      invoices: [{ invoiceId: mine, amount: 12 }],
      creditCardId: savedCardId,
    });
    expect(viewer.status).toBe(403);
    expect(await kit.balance(mine)).toBe('12.00');
    expect(await kit.balance(theirs)).toBe('12.00');
  });

  it('refuses card fields in a pay request (strict body), and a key longer than 45 characters', async () => {
    const a = await kit.invoice(kit.c1001, '12.00');
    const base = {
      amount: 12,
      invoices: [{ invoiceId: a, amount: 12 }],
      token: 'cnon:card-nonce-ok',
      processor: 'SQUARE' as const,
    };
    for (const extra of [
      { ccnumber: '4111111111111111' },
      { cvv: '123' },
      { cardNumber: '4111 1111 1111 1111' },
    ]) {
      const refused = await pay('customer', { ...base, idempotencyKey: kit.key(), ...extra });
      expect(refused.status).toBe(400);
    }
    expect((await pay('customer', { ...base, idempotencyKey: 'k'.repeat(46) })).status).toBe(400);
    expect(await kit.balance(a)).toBe('12.00');
  });

  it('keeps every Luhn-valid card number out of the finance tables and out of every answer', async () => {
    const tables = [
      'credit_cards',
      'payments',
      'payment_allocations',
      'customer_credits',
      'ledger_entries',
      'refunds',
    ];
    for (const table of tables) {
      // A request fingerprint is a SHA-256 in hex: one in twenty holds a 13-19 digit run that passes Luhn by chance.
      const dump = (await kit.t.db.execute(
        sql.raw(`select (to_jsonb(t) - 'request_fingerprint')::text as row from ${table} t`),
      )) as unknown as {
        rows: { row: string }[];
      };
      const text = dump.rows.map((r) => r.row).join('\n');
      expect(holdsCardNumber(text), table).toBe(false);
    }
    expect(kit.responses.length).toBeGreaterThan(10);
    expect(holdsCardNumber(kit.responses.join('\n'))).toBe(false);
  });
});
