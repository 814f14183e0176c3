import { z } from 'zod';
import { submitOrderSchemas } from '../cart/submit-order';
import { defineCall } from '../platform/contract';
import { cardChoice } from './card-choice';
import { payInvoicesResult } from './pay-invoices';

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

export const createOrderAndPaySchemas = () => {
  const submit = submitOrderSchemas();
  return {
    body: submit.body.extend({
      /** Required here: a retry after a declined card pays the order already submitted instead of a second one. */
      idempotencyKey: z.uuid('The idempotency key must be a UUID'),
      /** The card, under its own key: a new card attempt mints a new payment key but keeps the order's. */
      payment: cardChoice,
    }),
    response: orderPaymentOutcome.extend({ order: submit.response }),
  };
};

/**
 * POST /payment/createorderandpay: checkout with payment by card. The cart becomes its order and that order's invoice
 * in one transaction, then the card is charged once for the invoice (docs/payments.md §4). A price quote cannot be
 * paid before it is accepted: the cart is left as it was.
 */
export const createOrderAndPay = defineCall<typeof createOrderAndPaySchemas>()({
  name: 'createOrderAndPay',
  domain: 'finance',
  method: 'POST',
  path: '/payment/createorderandpay',
  permission: 'CP_PAYMENTS:PAY',
  summary: 'Submit the cart as an order, invoice it and pay the invoice by card, once per key',
  refusals: {
    409: 'The cart becomes a price quote (paid once accepted), or the payment key was used for another payment',
  },
  alsoAnswers: {
    202: 'The processor has not answered yet: the payment is pending and is settled from its answer later',
  },
});
