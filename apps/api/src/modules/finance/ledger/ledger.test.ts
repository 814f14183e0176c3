import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { customerId } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { centsText, toCents } from '../money';
import { customerCredits, invoices, ledgerEntries, paymentAllocations, payments } from '../tables';
import { applyCredit, issueCredit, refundCredit } from './credits';
import { derivedInvoiceBalance, ledgerDrift } from './drift';
import type { Actor } from './entries';
import { postInvoice } from './invoices';
import { postPayment, releasePayment, reservePayment, settlePayment } from './payments';
import { reverseEntry } from './reversal';

// The posting rules on a real database (docs/payments.md §5). Customer C1005 has no demo receivables.
let t: TestApp;
let customer: number;
const actor: Actor = { userId: null, impersonatorId: null };
let keys = 0;
const key = () => `test-${++keys}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  customer = await customerId(t.db, 'C1005');
});
afterAll(() => t.close());

const invoiceOf = (db: Db, total: string) =>
  postInvoice(db, actor, {
    customerId: customer,
    currencyCode: 'CAD',
    invoiceDate: '2026-01-10',
    dueDate: '2026-02-09',
    lines: [{ description: 'Repair', quantity: '1', unitPrice: total }],
  });

const pay = (db: Db, amount: string, allocations: { invoiceId: number; amount: string }[], confirm = false) =>
  postPayment(db, actor, {
    customerId: customer,
    amount,
    currencyCode: 'CAD',
    processor: 'CHECK',
    idempotencyKey: key(),
    allocations,
    confirmPrepayment: confirm,
  });

const invoiceRow = async (db: Db, id: number) =>
  (await db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const statusCode = async (db: Db, id: number) =>
  (
    await queryRows<{ code: string }>(
      db,
      sql`select s.code from invoices i join entity_statuses s on s.id = i.status_id where i.id = ${id}`,
    )
  )[0]!.code;

/** Runs a scenario and rolls it back, so each leaves the database as it found it. */
async function rolledBack(body: (tx: Db) => Promise<void>) {
  const done = new Error('rollback');
  await t.db
    .transaction(async (tx) => {
      await body(tx);
      throw done;
    })
    .catch((error: unknown) => {
      if (error !== done) throw error;
    });
}

describe('the receivables ledger', () => {
  it('pays an invoice in part, then in full, and saves an overpayment as a prepayment credit (spec §5)', async () => {
    await rolledBack(async (tx) => {
      const invoice = await invoiceOf(tx, '100.00');
      expect(await statusCode(tx, invoice.id)).toBe('OPEN');
      await pay(tx, '30.10', [{ invoiceId: invoice.id, amount: '30.10' }]);
      expect((await invoiceRow(tx, invoice.id)).balance).toBe('69.90');
      expect(await statusCode(tx, invoice.id)).toBe('PARTIALLY_PAID');
      // Above the balance without the payer's confirmation: refused, nothing written.
      await expect(pay(tx, '100.00', [{ invoiceId: invoice.id, amount: '69.90' }])).rejects.toMatchObject({
        code: 'VALIDATION',
      });
      // An allocation above the balance: 409.
      await expect(pay(tx, '70.00', [{ invoiceId: invoice.id, amount: '70.00' }])).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      const { prepaymentCreditId } = await pay(
        tx,
        '100.00',
        [{ invoiceId: invoice.id, amount: '69.90' }],
        true,
      );
      expect((await invoiceRow(tx, invoice.id)).balance).toBe('0.00');
      expect(await statusCode(tx, invoice.id)).toBe('PAID');
      const [credit] = await tx
        .select()
        .from(customerCredits)
        .where(eq(customerCredits.id, prepaymentCreditId!));
      expect(credit).toMatchObject({ kind: 'prepayment', amount: '30.10', balance: '30.10' });
      expect(await ledgerDrift(tx)).toEqual([]);
    });
  });

  it('allocates one payment over several invoices with exact cents', async () => {
    await rolledBack(async (tx) => {
      const a = await invoiceOf(tx, '0.10');
      const b = await invoiceOf(tx, '0.20');
      await pay(tx, '0.30', [
        { invoiceId: a.id, amount: '0.10' },
        { invoiceId: b.id, amount: '0.20' },
      ]);
      expect([(await invoiceRow(tx, a.id)).balance, (await invoiceRow(tx, b.id)).balance]).toEqual([
        '0.00',
        '0.00',
      ]);
      expect(await ledgerDrift(tx)).toEqual([]);
    });
  });

  it('applies a credit memo, refunds a prepayment and reverses an allocation into a refund due', async () => {
    await rolledBack(async (tx) => {
      const invoice = await invoiceOf(tx, '80.00');
      const memo = await issueCredit(tx, actor, {
        customerId: customer,
        kind: 'credit_memo',
        amount: 2500n,
        currencyCode: 'CAD',
        creditDate: '2026-01-12',
      });
      await applyCredit(tx, actor, { creditId: memo.id, invoiceId: invoice.id, amount: 2000n });
      expect((await invoiceRow(tx, invoice.id)).balance).toBe('60.00');
      await expect(
        applyCredit(tx, actor, { creditId: memo.id, invoiceId: invoice.id, amount: 501n }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
      const { payment, prepaymentCreditId } = await pay(
        tx,
        '70.00',
        [{ invoiceId: invoice.id, amount: '60.00' }],
        true,
      );
      await refundCredit(tx, actor, { creditId: prepaymentCreditId!, amount: 400n });
      const [prepayment] = await tx
        .select()
        .from(customerCredits)
        .where(eq(customerCredits.id, prepaymentCreditId!));
      expect(prepayment).toMatchObject({ balance: '6.00', refunded: '4.00' });
      await expect(
        refundCredit(tx, actor, { creditId: prepaymentCreditId!, amount: 601n }),
      ).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      const [allocation] = await tx
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.paymentId, payment.id))
        .orderBy(ledgerEntries.id);
      await reverseEntry(tx, actor, { entryId: allocation!.id, reason: 'Charge-back', today: '2026-02-01' });
      expect((await invoiceRow(tx, invoice.id)).balance).toBe('60.00');
      const refundDue = await tx
        .select()
        .from(customerCredits)
        .where(eq(customerCredits.sourcePaymentId, payment.id));
      expect(refundDue.map((c) => [c.kind, c.amount]).sort()).toEqual([
        ['prepayment', '10.00'],
        ['refund_due', '60.00'],
      ]);
      await expect(
        reverseEntry(tx, actor, { entryId: allocation!.id, reason: 'again', today: '2026-02-01' }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(await ledgerDrift(tx)).toEqual([]);
    });
  });

  it('keeps a reservation until the payment settles or is released', async () => {
    await rolledBack(async (tx) => {
      const invoice = await invoiceOf(tx, '50.00');
      const reservation = {
        customerId: customer,
        amount: '50.00',
        currencyCode: 'CAD',
        processor: 'SQUARE' as const,
        allocations: [{ invoiceId: invoice.id, amount: '50.00' }],
      };
      const pending = await reservePayment(tx, actor, { ...reservation, idempotencyKey: key() });
      expect((await invoiceRow(tx, invoice.id)).balance).toBe('50.00');
      // Another payer cannot take what is reserved.
      await expect(
        reservePayment(tx, actor, { ...reservation, idempotencyKey: key() }),
      ).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      await releasePayment(tx, pending.id, { code: 'GENERIC_DECLINE', message: 'Declined' });
      await expect(settlePayment(tx, actor, pending.id)).rejects.toMatchObject({ code: 'CONFLICT' });
      const second = await reservePayment(tx, actor, { ...reservation, idempotencyKey: key() });
      await settlePayment(tx, actor, second.id, { gatewayRef: 'sq-1' });
      await settlePayment(tx, actor, second.id); // a repeat changes nothing
      expect((await invoiceRow(tx, invoice.id)).balance).toBe('0.00');
      expect(await ledgerDrift(tx)).toEqual([]);
    });
  });

  it('refuses another customer’s invoice as not found', async () => {
    await rolledBack(async (tx) => {
      const other = await customerId(tx, 'C1001');
      const invoice = await invoiceOf(tx, '10.00');
      await expect(
        postPayment(tx, actor, {
          customerId: other,
          amount: '10.00',
          currencyCode: 'CAD',
          processor: 'CHECK',
          idempotencyKey: key(),
          allocations: [{ invoiceId: invoice.id, amount: '10.00' }],
        }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  it('never lets anyone edit or delete a posted entry', async () => {
    await expect(t.db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });

  it('holds its invariants over any sequence of payments, credits and refunds (property)', async () => {
    const cents = fc.integer({ min: 1, max: 20_000 });
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('pay' as const), invoice: fc.nat(2), amount: cents, extra: fc.nat(500) }),
      fc.record({ kind: fc.constant('split' as const), amount: cents }),
      fc.record({ kind: fc.constant('credit' as const), invoice: fc.nat(2), amount: cents }),
      fc.record({ kind: fc.constant('refund' as const), amount: cents }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(cents, { minLength: 3, maxLength: 3 }),
        fc.array(operation, { maxLength: 8 }),
        async (totals, ops) => {
          await rolledBack(async (tx) => {
            const list = [];
            for (const total of totals) list.push(await invoiceOf(tx, centsText(BigInt(total))));
            const ids = list.map((i) => i.id);
            for (const op of ops) {
              const attempt = async () => {
                if (op.kind === 'pay') {
                  const amount = BigInt(op.amount);
                  await pay(
                    tx,
                    centsText(amount + BigInt(op.extra)),
                    [{ invoiceId: ids[op.invoice]!, amount: centsText(amount) }],
                    true,
                  );
                } else if (op.kind === 'split') {
                  const half = BigInt(Math.ceil(op.amount / 2));
                  await pay(tx, centsText(BigInt(op.amount)), [
                    { invoiceId: ids[0]!, amount: centsText(half) },
                    ...(BigInt(op.amount) - half > 0n
                      ? [{ invoiceId: ids[1]!, amount: centsText(BigInt(op.amount) - half) }]
                      : []),
                  ]);
                } else if (op.kind === 'credit') {
                  const credits = await tx
                    .select()
                    .from(customerCredits)
                    .where(eq(customerCredits.customerId, customer));
                  const open = credits.find((c) => toCents(c.balance) > 0n);
                  if (open)
                    await applyCredit(tx, actor, {
                      creditId: open.id,
                      invoiceId: ids[op.invoice]!,
                      amount: BigInt(op.amount),
                    });
                } else {
                  const credits = await tx
                    .select()
                    .from(customerCredits)
                    .where(eq(customerCredits.customerId, customer));
                  const open = credits.find((c) => toCents(c.balance) > 0n);
                  if (open) await refundCredit(tx, actor, { creditId: open.id, amount: BigInt(op.amount) });
                }
              };
              // A refused posting (above a balance) must leave everything as it was: run it in a savepoint.
              await tx.transaction(attempt).catch((error: { code?: string }) => {
                if (error.code !== 'CONFLICT' && error.code !== 'VALIDATION') throw error;
              });
            }
            for (const invoice of list) {
              const row = await invoiceRow(tx, invoice.id);
              const balance = toCents(row.balance);
              expect(balance >= 0n).toBe(true);
              expect(balance).toBe(await derivedInvoiceBalance(tx, invoice.id));
              const [sums] = await queryRows<{ allocated: string; applied: string }>(
                tx,
                sql`select
                (select coalesce(sum(a.amount), 0) from payment_allocations a join payments p on p.id = a.payment_id
                  where a.invoice_id = ${invoice.id} and p.status = 'succeeded')::text as allocated,
                (select coalesce(sum(amount), 0) from credit_applications where invoice_id = ${invoice.id})::text as applied`,
              );
              expect(balance).toBe(toCents(row.amount) - toCents(sums!.allocated) - toCents(sums!.applied));
            }
            const overAllocated = await queryRows(
              tx,
              sql`select p.id from ${payments} p
            join ${paymentAllocations} a on a.payment_id = p.id group by p.id having sum(a.amount) > p.amount`,
            );
            expect(overAllocated).toEqual([]);
            expect(await ledgerDrift(tx)).toEqual([]);
          });
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('concurrent payments of one invoice', () => {
  it('never take its balance below zero: 20 payers of 10.00 against 100.00, ten succeed', async () => {
    const invoice = await t.db.transaction((tx) => invoiceOf(tx, '100.00'));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.db.transaction((tx) => pay(tx, '10.00', [{ invoiceId: invoice.id, amount: '10.00' }])),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'CONFLICT',
    ).length;
    expect([ok, refused]).toEqual([10, 10]);
    expect((await invoiceRow(t.db, invoice.id)).balance).toBe('0.00');
    expect(await ledgerDrift(t.db)).toEqual([]);
  });
});
