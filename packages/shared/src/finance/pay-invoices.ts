import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { cardChoiceFields, refineCardChoice } from './card-choice';
import { moneyInput, PAYMENT_STATUSES } from './schemas';

export const payInvoicesBody = refineCardChoice(
  z
    .object({
      ...cardChoiceFields,
      /** What the card is charged: Σ of the invoice amounts, plus a prepayment when the payer confirmed one. */
      amount: moneyInput,
      invoices: z
        .array(z.object({ invoiceId: id, amount: moneyInput }).strict())
        .min(1, 'Select at least one invoice')
        .max(200),
      /** spec §5: the payer saw the overpayment warning and confirmed it. */
      confirmOverpayment: z.boolean().optional(),
      /** Staff paying for a customer; a portal user always pays for its active customer. */
      customerId: id.optional(),
    })
    .strict(),
);
export type PayInvoicesBody = z.input<typeof payInvoicesBody>;

export const payInvoicesResult = z.object({
  paymentId: z.number().int(),
  code: z.string(),
  /** `pending`: the processor has not answered yet (HTTP 202); the payment is settled from its answer later. */
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  currencyCode: z.string(),
  cardLabel: z.string().nullable(),
  /** The customer credit an overpayment became (spec §5). */
  prepaymentCreditId: z.number().int().nullable(),
});
export type PayInvoicesResult = z.infer<typeof payInvoicesResult>;

export const payInvoicesSchemas = () => ({ body: payInvoicesBody, response: payInvoicesResult });

/**
 * POST /payment/pay: pays selected invoices, each with its own amount, by card. Exactly once per idempotency key
 * (docs/payments.md §4): a repeat answers the first result; 202 while the processor's answer is unknown.
 */
export const payInvoices = defineCall<typeof payInvoicesSchemas>()({
  name: 'payInvoices',
  domain: 'finance',
  method: 'POST',
  path: '/payment/pay',
  permission: 'CP_PAYMENTS:PAY',
  summary: 'Pay selected invoices (partial amounts allowed) with a saved card or a card token, once per key',
  refusals: {
    409: 'The payment key was used for another payment, or an amount is above the balance',
  },
  alsoAnswers: {
    202: 'The processor has not answered yet: the payment is pending and is settled from its answer later',
  },
});
