import { z } from 'zod';
import { submitOrderSchemas } from '../cart/submit-order';
import { defineCall } from '../platform/contract';
import { cardChoiceFields, cardChoiceProblems } from './card-choice';
import { payInvoicesResult } from './pay-invoices';
import { moneyInput } from './schemas';

/** What paying for orders answers: the invoice of each order, and the card payment or why the card was refused. */
export const orderPaymentOutcome = z.object({
  invoices: z.array(
    z.object({
      orderId: z.number().int(),
      orderCode: z.string(),
      invoiceId: z.number().int(),
      invoiceCode: z.string(),
      /** What the card was asked for this order's invoice. */
      amount: z.number(),
    }),
  ),
  /** null when the card was declined: the orders stay, their invoices stay open to pay from Invoices. */
  payment: payInvoicesResult.nullable(),
  /** The processor's refusal, as the payer reads it; null when the payment went through or is pending. */
  paymentError: z.string().nullable(),
});
export type OrderPaymentOutcome = z.infer<typeof orderPaymentOutcome>;

/**
 * How the checkout pays the new order's invoice: the customer's credits (`creditAmount`, at most the invoice), a card
 * for the rest, or both, as the invoice pay dialog pays (POST /payment/pay). Without credits the card pays everything
 * and the card choice's rules hold; with credits, whether a card is needed is known once the order is priced (the
 * server refuses a missing card then, and undoes the submission).
 */
export const checkoutPayment = z
  .object({ ...cardChoiceFields, creditAmount: moneyInput.optional() })
  .strict()
  .superRefine((b, ctx) => {
    const credits = b.creditAmount !== undefined && /[1-9]/.test(b.creditAmount);
    const card = b.creditCardId !== undefined || b.token !== undefined;
    if (!credits || card)
      for (const problem of cardChoiceProblems(b)) ctx.addIssue({ code: 'custom', ...problem });
  })
  .meta({ dependentRequired: { token: ['processor'] } });
export type CheckoutPaymentInput = z.input<typeof checkoutPayment>;

export const createOrderAndPaySchemas = () => {
  const submit = submitOrderSchemas();
  return {
    body: submit.body.extend({
      /** Required here: a retry after a declined card pays the order already submitted instead of a second one. */
      idempotencyKey: z.uuid('The idempotency key must be a UUID'),
      /**
       * The credits and the card, under their own key: a new card attempt mints a new payment key but keeps the
       * order's.
       */
      payment: checkoutPayment,
    }),
    response: orderPaymentOutcome.extend({ order: submit.response }),
  };
};

/**
 * POST /payment/createorderandpay: checkout with payment now. The cart becomes its order and that order's invoice in
 * one transaction, which also applies the customer's credits asked for; then the card is charged once for the rest of
 * the invoice (docs/payments.md §4). A price quote cannot be paid before it is accepted: the cart is left as it was.
 */
export const createOrderAndPay = defineCall<typeof createOrderAndPaySchemas>()({
  name: 'createOrderAndPay',
  domain: 'finance',
  method: 'POST',
  path: '/payment/createorderandpay',
  permission: 'CP_PAYMENTS:PAY',
  summary:
    'Submit the cart as an order, invoice it and pay the invoice with the customer credits and/or a card, once per key',
  refusals: {
    400: 'An input is not valid, the credits are above the invoice or the customer’s available credits, or a card is needed for the rest and none was chosen (nothing is submitted)',
    409: 'The cart becomes a price quote (paid once accepted), or the payment key was used for another payment',
  },
  alsoAnswers: {
    202: 'The processor has not answered yet: the payment is pending and is settled from its answer later',
  },
});
