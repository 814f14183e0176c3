import { getInvoices } from '@portal/shared/finance/get-invoices';
import { getPayments } from '@portal/shared/finance/get-payments';
import { payInvoices } from '@portal/shared/finance/pay-invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayTest } from './payments/pay-test-kit';
import { voidInvoice } from './public';

// The list counts come from running totals kept by triggers (migration 0022); a filter on a date makes the list count
// row by row. Both must give the same total for every status filter and every caller, before and after payments.
let kit: Awaited<ReturnType<typeof startPayTest>>;
let cardId: number;
beforeAll(async () => {
  kit = await startPayTest();
  cardId = await kit.saveSquareCard();
});
afterAll(async () => kit.close());

const INVOICE_STATUSES = ['OPEN', 'PARTIALLY_PAID', 'OVERDUE', 'PAID', 'VOID'];
const every = <T>(items: T[]): T[][] =>
  items.reduce<T[][]>((sets, item) => [...sets, ...sets.map((set) => [...set, item])], [[]]);

async function total(who: 'customer' | 'admin', list: 'invoices' | 'payments', filters: object) {
  const query = { pageSize: 5, filters: JSON.stringify(filters) };
  const answer =
    list === 'invoices'
      ? await kit.send(getInvoices, { query }, { as: who })
      : await kit.send(getPayments, { query }, { as: who });
  expect(answer.status).toBe(200);
  return answer.value.pagingData.itemCount;
}

/** Every status filter, as a customer, as staff for everyone and for one customer: totals and rows agree. */
async function expectCountsTrue() {
  const callers = [
    ['customer', {}],
    ['admin', {}],
    ['admin', { customerId: kit.c1001 }],
  ] as const;
  for (const [who, scope] of callers) {
    for (const status of every(INVOICE_STATUSES)) {
      const filters = { ...scope, ...(status.length ? { status } : {}) };
      const fromTotals = await total(who, 'invoices', filters);
      expect(fromTotals, `${who} ${JSON.stringify(filters)}`).toBe(
        await total(who, 'invoices', { ...filters, dateFrom: '1900-01-01' }),
      );
    }
    for (const filters of [{}, { status: ['succeeded'] }, { status: ['failed'], processor: ['SQUARE'] }]) {
      const fromTotals = await total(who, 'payments', { ...scope, ...filters });
      expect(fromTotals).toBe(await total(who, 'payments', { ...scope, ...filters, dateFrom: '1900-01-01' }));
    }
  }
}

describe('finance list counts', () => {
  it('agree with the rows for every status filter and caller on the demo receivables', async () => {
    expect(await total('admin', 'invoices', {})).toBeGreaterThan(0);
    expect(await total('admin', 'invoices', { status: ['OVERDUE'] })).toBeGreaterThan(0);
    await expectCountsTrue();
  });

  it('follow new, paid, partly paid and void invoices, and concurrent payments of one customer do not deadlock', async () => {
    const before = await total('customer', 'invoices', { status: ['PAID'] });
    const invoices = await Promise.all(Array.from({ length: 8 }, () => kit.invoice(kit.c1001, '40.00')));
    // Four payments at once, each paying one invoice in full and another in part.
    const answers = await Promise.all(
      [0, 2, 4, 6].map((i) =>
        kit.send(
          payInvoices,
          {
            body: {
              idempotencyKey: kit.key(),
              amount: 50,
              invoices: [
                { invoiceId: invoices[i]!, amount: 40 },
                { invoiceId: invoices[i + 1]!, amount: 10 },
              ],
              creditCardId: cardId,
            },
          },
          { as: 'customer' },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await total('customer', 'invoices', { status: ['PAID'] })).toBe(before + 4);
    const fresh = await kit.invoice(kit.c1001, '25.00');
    await kit.t.db.transaction((tx) => voidInvoice(tx, { userId: null, impersonatorId: null }, fresh));
    await expectCountsTrue();
  });
});
