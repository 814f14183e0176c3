import { describe, expect, it } from 'vitest';
import {
  centsInput,
  centsText,
  checkoutCreditPlan,
  creditPlan,
  newPaymentKey,
  payableSelection,
  payOrder,
  payPlan,
  spread,
  type PayInvoice,
} from './pay-allocation';

const invoices: PayInvoice[] = [
  { invoiceId: 1, number: 'INV-1', balanceCents: 10000, dueDate: '2025-03-01', date: '2025-02-01' },
  { invoiceId: 2, number: 'INV-2', balanceCents: 2550, dueDate: '2025-01-15', date: '2024-12-15' },
  { invoiceId: 3, number: 'INV-3', balanceCents: 5000, dueDate: null, date: '2025-02-20' },
];

describe('spreading a payment over invoices', () => {
  it('fills the invoice due first, then the next, each up to its balance', () => {
    expect(payOrder(invoices).map((i) => i.number)).toEqual(['INV-2', 'INV-3', 'INV-1']);
    expect(spread(6000, invoices)).toEqual({ amounts: { 2: 2550, 3: 3450, 1: 0 }, excessCents: 0 });
    expect(spread(17550, invoices)).toEqual({ amounts: { 2: 2550, 3: 5000, 1: 10000 }, excessCents: 0 });
  });

  it('keeps what is above every balance as the excess (spec §5: a prepayment)', () => {
    expect(spread(20000, invoices).excessCents).toBe(2450);
  });
});

describe('reading the pay dialog', () => {
  const full = { 1: '100.00', 2: '25.50', 3: '50' };

  it('pays each invoice its amount, the total of them by default', () => {
    const plan = payPlan('175.50', full, invoices);
    expect(plan.errors).toEqual({});
    expect(plan.allocations).toEqual([
      { invoiceId: 1, cents: 10000 },
      { invoiceId: 2, cents: 2550 },
      { invoiceId: 3, cents: 5000 },
    ]);
    expect(plan.allocatedCents).toBe(17550);
    expect(plan.excessCents).toBe(0);
  });

  it('pays part of an invoice, and leaves an invoice at 0 out', () => {
    const plan = payPlan('60,25', { 1: '60,25', 2: '0', 3: '0,00' }, invoices);
    expect(plan.errors).toEqual({});
    expect(plan.allocations).toEqual([{ invoiceId: 1, cents: 6025 }]);
  });

  it('counts a total above the invoices as an excess to confirm', () => {
    const plan = payPlan('200', full, invoices);
    expect(plan.errors).toEqual({});
    expect(plan.excessCents).toBe(2450);
  });

  it('refuses an invoice above its balance, an unreadable amount, a total below the invoices and nothing to pay', () => {
    expect(payPlan('175.50', { ...full, 2: '25.51' }, invoices).errors).toEqual({ 2: 'aboveBalance' });
    expect(payPlan('175.50', { ...full, 3: 'abc' }, invoices).errors).toEqual({ 3: 'amount' });
    expect(payPlan('', full, invoices).errors).toEqual({ total: 'amount' });
    expect(payPlan('100', full, invoices).errors).toEqual({ total: 'belowAllocated' });
    expect(payPlan('0', { 1: '0', 2: '0', 3: '0' }, invoices).errors).toEqual({ total: 'nothingToPay' });
    expect(payPlan('10', { 1: '0', 2: '0', 3: '0' }, invoices).errors).toEqual({ total: 'nothingToPay' });
  });
});

describe('amounts sent and shown', () => {
  it('writes cents as the API’s decimal text and as an input in each language', () => {
    expect(centsText(123450)).toBe('1234.50');
    expect(centsText(7)).toBe('0.07');
    expect(centsInput(123450, 'fr')).toBe('1234,50');
    expect(centsInput(123450, 'en')).toBe('1234.50');
  });

  it('mints a key per dialog within Square’s 45 characters', () => {
    const key = newPaymentKey();
    expect(key.length).toBeLessThanOrEqual(45);
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(newPaymentKey()).not.toBe(key);
  });
});

describe('what one payment can pay', () => {
  const invoice = (balance: number, customerId = 1, currencyCode = 'USD') => ({
    balance,
    customerId,
    currencyCode,
  });

  it('pays the selected invoices that have a balance', () => {
    const { invoices, problem } = payableSelection([invoice(10), invoice(0), invoice(5.5)]);
    expect(problem).toBeNull();
    expect(invoices.map((i) => i.balance)).toEqual([10, 5.5]);
  });

  it('says why when nothing is due, or the invoices are of several customers or currencies', () => {
    expect(payableSelection([invoice(0)]).problem).toBe('nothingDue');
    expect(payableSelection([invoice(10, 1), invoice(10, 2)]).problem).toBe('severalCustomers');
    expect(payableSelection([invoice(10, 1, 'USD'), invoice(10, 1, 'CAD')]).problem).toBe(
      'severalCurrencies',
    );
    // An invoice already paid does not count against the others.
    expect(payableSelection([invoice(10, 1), invoice(0, 2)]).problem).toBeNull();
  });
});

describe('paying with the customer credits', () => {
  const plan = payPlan('175.50', { 1: '100', 2: '25.50', 3: '50' }, invoices);

  it('applies as much as is useful by default, and the card pays the rest', () => {
    expect(creditPlan(null, plan, 27500)).toEqual({
      usefulCents: 17550,
      creditCents: 17550,
      cardCents: 0,
      error: null,
    });
    expect(creditPlan(null, plan, 5000)).toMatchObject({ creditCents: 5000, cardCents: 12550 });
  });

  it('takes the amount the payer typed, in either language', () => {
    expect(creditPlan('20,25', plan, 27500)).toMatchObject({ creditCents: 2025, cardCents: 15525 });
    expect(creditPlan('0', plan, 27500)).toMatchObject({ creditCents: 0, cardCents: 17550, error: null });
  });

  it('refuses more than the customer holds, more than the invoices are given, or no amount', () => {
    expect(creditPlan('60', plan, 5000).error).toBe('aboveCredits');
    expect(creditPlan('180', plan, 27500).error).toBe('aboveInvoices');
    expect(creditPlan('abc', plan, 27500)).toMatchObject({ error: 'amount', creditCents: 0 });
  });

  it('never pays a prepayment with credits', () => {
    const over = payPlan('200', { 1: '100', 2: '25.50', 3: '50' }, invoices);
    expect(creditPlan(null, over, 27500)).toMatchObject({ creditCents: 17550, cardCents: 2450 });
  });
});

describe('the credits at the checkout’s pay now', () => {
  it('pays the new order’s total: as much as is useful unless typed, the card the rest', () => {
    expect(checkoutCreditPlan(null, 48000, 27500)).toEqual({
      usefulCents: 27500,
      creditCents: 27500,
      cardCents: 20500,
      error: null,
    });
    expect(checkoutCreditPlan(null, 12000, 27500)).toMatchObject({ creditCents: 12000, cardCents: 0 });
    expect(checkoutCreditPlan('20,00', 48000, 27500)).toMatchObject({ creditCents: 2000, cardCents: 46000 });
    expect(checkoutCreditPlan('0', 48000, 27500)).toMatchObject({ creditCents: 0, cardCents: 48000 });
  });

  it('refuses more than the customer holds or than the order’s total, and applies none then', () => {
    expect(checkoutCreditPlan('300', 48000, 27500)).toMatchObject({ error: 'aboveCredits', creditCents: 0 });
    expect(checkoutCreditPlan('130', 12000, 27500)).toMatchObject({ error: 'aboveInvoices', creditCents: 0 });
  });
});
