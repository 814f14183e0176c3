import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { cardChoiceFields, refineCardChoice } from './card-choice';
import { orderPaymentOutcome } from './create-order-and-pay';

export const insertOrdersAndPaySchemas = () => ({
  body: refineCardChoice(
    z
      .object({
        ...cardChoiceFields,
        /** Submitted job orders and sales orders of one customer; each is invoiced if it has no invoice yet. */
        orderIds: z
          .array(id)
          .min(1, 'Select at least one order')
          .max(50)
          .refine((ids) => new Set(ids).size === ids.length, 'An order is listed twice')
          .meta({ uniqueItems: true }),
        /** Staff paying for a customer; a portal user always pays for its active customer. */
        customerId: id.optional(),
      })
      .strict(),
  ),
  response: orderPaymentOutcome,
});

/**
 * POST /payment/insertOrdersAndPay: pay submitted orders up front. Each order without an invoice gets its invoice
 * (all in one transaction), then one card charge pays what is left on those invoices, once per key.
 */
export const insertOrdersAndPay = defineCall<typeof insertOrdersAndPaySchemas>()({
  name: 'insertOrdersAndPay',
  domain: 'finance',
  method: 'POST',
  path: '/payment/insertOrdersAndPay',
  permission: 'CP_PAYMENTS:PAY',
  summary: 'Invoice selected job or sales orders and pay what is left on them by card, once per key',
  refusals: {
    409: 'An order is a price quote or already paid, or the payment key was used for another payment',
  },
  alsoAnswers: {
    202: 'The processor has not answered yet: the payment is pending and is settled from its answer later',
  },
});
