import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { cardChoiceFields, cardChoiceProblems } from './card-choice';
import { moneyInput, PAYMENT_STATUSES } from './schemas';

/** Decimal text ('125.50', already checked by moneyInput) as whole cents, without floating point. */
const cents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

const payFields = z
  .object({
    ...cardChoiceFields,
    /**
     * What is paid: Σ of the invoice amounts, plus a prepayment when the payer confirmed one. The customer's credits
     * pay `creditAmount` of it first; the card is charged the rest.
     */
    amount: moneyInput,
    /**
     * The part of `amount` paid from the customer's own credits (oldest first), at most its available credits and at
     * most the invoice amounts. When it is the whole amount no card is needed.
     */
    creditAmount: moneyInput.optional(),
    invoices: z
      .array(z.object({ invoiceId: id, amount: moneyInput }).strict())
      .min(1, 'Select at least one invoice')
      .max(200),
    /** spec §5: the payer saw the overpayment warning and confirmed it. */
    confirmOverpayment: z.boolean().optional(),
    /** Staff paying for a customer; a portal user always pays for its active customer. */
    customerId: id.optional(),
  })
  .strict();

/** What the card is asked for: the amount less the credits applied (0 when credits pay it all). */
export const cardAmountCents = (body: { amount: string; creditAmount?: string | undefined }): bigint =>
  cents(body.amount) - cents(body.creditAmount ?? '0');

/**
 * The card rules (card-choice.ts) hold when a card is charged; credits that pay everything need no card. Credits above
 * the amount are refused.
 */
export const payInvoicesBody = payFields.superRefine((body, ctx) => {
  const card = cardAmountCents(body);
  if (card < 0n)
    ctx.addIssue({
      code: 'custom',
      message: 'The credits applied are above the amount',
      path: ['creditAmount'],
    });
  if (card > 0n) for (const problem of cardChoiceProblems(body)) ctx.addIssue({ code: 'custom', ...problem });
});
export type PayInvoicesBody = z.input<typeof payInvoicesBody>;

export const payInvoicesResult = z.object({
  /** The card payment; null when the customer's credits paid everything. */
  paymentId: z.number().int().nullable(),
  code: z.string().nullable(),
  /** `pending`: the processor has not answered yet (HTTP 202); the payment is settled from its answer later. */
  status: z.enum(PAYMENT_STATUSES),
  /** What the card was charged (0 when credits paid everything). */
  amount: z.number(),
  /** What the customer's credits paid. */
  creditAmount: z.number(),
  currencyCode: z.string(),
  cardLabel: z.string().nullable(),
  /** The customer credit an overpayment became (spec §5). */
  prepaymentCreditId: z.number().int().nullable(),
});
export type PayInvoicesResult = z.infer<typeof payInvoicesResult>;

export const payInvoicesSchemas = () => ({ body: payInvoicesBody, response: payInvoicesResult });

/**
 * POST /payment/pay: pays selected invoices, each with its own amount, with the customer's credits first and a card for
 * the rest. Exactly once per idempotency key (docs/payments.md §4): a repeat answers the first result; 202 while the
 * processor's answer is unknown (the credits stay applied while it is; a decline gives them back).
 */
export const payInvoices = defineCall<typeof payInvoicesSchemas>()({
  name: 'payInvoices',
  domain: 'finance',
  method: 'POST',
  path: '/payment/pay',
  permission: 'CP_PAYMENTS:PAY',
  summary:
    'Pay selected invoices (partial amounts allowed) with the customer credits and/or a saved card or card token, once per key',
  refusals: {
    400: 'An amount is not valid, the card was declined, or the credits applied are above the amount, the invoice amounts or the customer’s available credits (nothing is applied)',
    404: 'An invoice is not the customer’s, or the saved card or the processor is unknown',
    409: 'The payment key was used for another payment, or an amount is above the balance',
  },
  alsoAnswers: {
    202: 'The processor has not answered yet: the payment is pending and is settled from its answer later',
  },
});
