import { parseAmount } from './amounts';

/**
 * The pay dialog's arithmetic, in cents (spec §7 Payments and cards and spec §5): a payment is given out over the
 * selected invoices, each at most its balance; what is paid above them becomes a prepayment credit once the payer
 * confirms the warning.
 */

export interface PayInvoice {
  invoiceId: number;
  number: string;
  balanceCents: number;
  dueDate: string | null;
  date: string;
}

/** The order a payment fills invoices in: the one due first (then the oldest), so nothing overdue is left behind. */
export function payOrder<T extends Pick<PayInvoice, 'dueDate' | 'date' | 'invoiceId'>>(
  invoices: readonly T[],
): T[] {
  const key = (i: T) => i.dueDate ?? i.date;
  return [...invoices].sort(
    (a, b) => key(a).localeCompare(key(b)) || a.date.localeCompare(b.date) || a.invoiceId - b.invoiceId,
  );
}

/** A total spread over the invoices in pay order, each up to its balance; the rest is the excess (a prepayment). */
export function spread(
  totalCents: number,
  invoices: readonly PayInvoice[],
): { amounts: Record<number, number>; excessCents: number } {
  let left = totalCents;
  const amounts: Record<number, number> = {};
  for (const invoice of payOrder(invoices)) {
    const share = Math.min(left, invoice.balanceCents);
    amounts[invoice.invoiceId] = share;
    left -= share;
  }
  return { amounts, excessCents: left };
}

/** What is wrong with a field, as an i18n key under finance.pay.errors. */
export type PayError = 'amount' | 'aboveBalance' | 'nothingToPay' | 'belowAllocated';

export interface PayPlan {
  /** The payment's amount; null while the typed text is not an amount. */
  totalCents: number | null;
  /** The invoices paid (amount above 0), in the dialog's order. */
  allocations: { invoiceId: number; cents: number }[];
  allocatedCents: number;
  /** spec §5: paid above the invoices' amounts; saved as a prepayment for the customer. */
  excessCents: number;
  /** Field → error: `total`, or an invoice id. */
  errors: Record<string, PayError>;
}

/**
 * Reads the dialog: the payment amount and each invoice's amount as typed. An invoice at 0 is not paid; one above its
 * balance, an unreadable amount, a total below what the invoices are given, or nothing to pay are errors.
 */
export function payPlan(
  totalText: string,
  amountTexts: Record<number, string>,
  invoices: readonly PayInvoice[],
): PayPlan {
  const errors: Record<string, PayError> = {};
  const allocations: PayPlan['allocations'] = [];
  for (const invoice of invoices) {
    const cents = parseAmount(amountTexts[invoice.invoiceId] ?? '');
    if (cents === null) errors[invoice.invoiceId] = 'amount';
    else if (cents > invoice.balanceCents) errors[invoice.invoiceId] = 'aboveBalance';
    else if (cents > 0) allocations.push({ invoiceId: invoice.invoiceId, cents });
  }
  const allocatedCents = allocations.reduce((sum, a) => sum + a.cents, 0);
  const totalCents = parseAmount(totalText);
  const invoiceErrors = Object.keys(errors).length > 0;
  if (totalCents === null) errors.total = 'amount';
  // The API pays invoices: at least one gets an amount above 0.
  else if (totalCents === 0 || (allocations.length === 0 && !invoiceErrors)) errors.total = 'nothingToPay';
  else if (totalCents < allocatedCents) errors.total = 'belowAllocated';
  const excessCents = totalCents !== null && totalCents > allocatedCents ? totalCents - allocatedCents : 0;
  return { totalCents, allocations, allocatedCents, excessCents, errors };
}

/** What is wrong with the credits to apply, as an i18n key under finance.pay.errors. */
export type CreditError = 'amount' | 'aboveCredits' | 'aboveInvoices';

export interface CreditPlan {
  /** The most credits can pay here: what the customer holds, at most what the invoices are given. */
  usefulCents: number;
  /** The credits applied; 0 while the typed text is wrong. */
  creditCents: number;
  /** What the card is charged: the payment less the credits. */
  cardCents: number;
  error: CreditError | null;
}

/**
 * The customer's credits in the pay dialog: they pay first, as much as is useful unless the payer typed another amount
 * (`creditText` null), and never more than the customer holds or than the invoices are given (credits do not become a
 * prepayment); the card pays the rest of the payment.
 */
export function creditPlan(creditText: string | null, plan: PayPlan, availableCents: number): CreditPlan {
  const usefulCents = Math.max(0, Math.min(availableCents, plan.allocatedCents));
  const typed = creditText === null ? usefulCents : parseAmount(creditText);
  const error: CreditError | null =
    typed === null
      ? 'amount'
      : typed > availableCents
        ? 'aboveCredits'
        : typed > plan.allocatedCents
          ? 'aboveInvoices'
          : null;
  const creditCents = error === null ? typed! : 0;
  return { usefulCents, creditCents, cardCents: Math.max(0, (plan.totalCents ?? 0) - creditCents), error };
}

/**
 * The credits at the checkout's "pay now": the new order's invoice will be `dueCents` (the total on screen, which the
 * server checks), paid by the customer's credits first and a card for the rest, as in the pay dialog.
 */
export function checkoutCreditPlan(
  creditText: string | null,
  dueCents: number,
  availableCents: number,
): CreditPlan {
  const due: PayPlan = {
    totalCents: dueCents,
    allocations: [],
    allocatedCents: dueCents,
    excessCents: 0,
    errors: {},
  };
  return creditPlan(creditText, due, availableCents);
}

/** Cents as the API's decimal text ("1234.50"): the body carries exact amounts, never floats. */
export const centsText = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Cents as the input shows them for editing, in the page's language ("1234.50" / "1234,50"). */
export const centsInput = (cents: number, lang: 'en' | 'fr'): string =>
  lang === 'fr' ? centsText(cents).replace('.', ',') : centsText(cents);

/**
 * A new idempotency key for one opening of the pay dialog (docs/payments.md: minted once per dialog, so a double click
 * or a retry pays once); at most 45 characters (Square's limit).
 */
export const newPaymentKey = (): string => `pay-${crypto.randomUUID()}`;

/** Why selected invoices cannot be paid together, as an i18n key under finance.pay.cannot. */
export type PayProblem = 'nothingDue' | 'severalCustomers' | 'severalCurrencies';

/**
 * The selected invoices one payment can pay: those with a balance, all of one customer and one currency (a payment
 * belongs to one customer and is charged in one currency).
 */
export function payableSelection<T extends { balance: number; customerId: number; currencyCode: string }>(
  selected: readonly T[],
): { invoices: T[]; problem: PayProblem | null } {
  const invoices = selected.filter((invoice) => invoice.balance > 0);
  if (invoices.length === 0) return { invoices, problem: 'nothingDue' };
  if (new Set(invoices.map((i) => i.customerId)).size > 1) return { invoices, problem: 'severalCustomers' };
  if (new Set(invoices.map((i) => i.currencyCode)).size > 1)
    return { invoices, problem: 'severalCurrencies' };
  return { invoices, problem: null };
}
