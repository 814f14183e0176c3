import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { moneyInput } from './schemas';

export const addPayPalOverpaymentSchemas = () => ({
  body: z
    .object({
      customerId: id,
      /** The PayPal transaction id: the same transaction is recorded once per customer. */
      transactionId: z
        .string()
        .trim()
        .regex(/^[A-Z0-9-]{6,40}$/i, 'Enter the PayPal transaction ID as PayPal shows it'),
      amount: moneyInput,
      /** When PayPal received the money; today when left out. */
      paymentDate: z.iso.date('Must be a date (YYYY-MM-DD)').optional(),
      note: z.string().trim().max(500).optional(),
    })
    .strict(),
  response: z.object({
    paymentId: z.number().int(),
    paymentCode: z.string(),
    creditId: z.number().int(),
    creditCode: z.string(),
    amount: z.number(),
    currencyCode: z.string(),
  }),
});

/**
 * POST /payment/add-pay-pal-overpayment (staff): money a customer sent through PayPal above what it owed is recorded
 * as a PayPal payment and kept as a prepayment credit for the customer (spec §5 Overpayment).
 */
export const addPayPalOverpayment = defineCall<typeof addPayPalOverpaymentSchemas>()({
  name: 'addPayPalOverpayment',
  domain: 'finance',
  method: 'POST',
  path: '/payment/add-pay-pal-overpayment',
  permission: 'CP_PAYMENTS:EDIT',
  summary: 'Staff: record a PayPal overpayment as a payment and a prepayment credit for the customer',
  refusals: {
    409: 'This PayPal transaction is already recorded, or its date is in the future',
  },
});
export type AddPayPalOverpaymentBody = z.output<ReturnType<typeof addPayPalOverpaymentSchemas>['body']>;
export type AddPayPalOverpaymentInput = z.input<ReturnType<typeof addPayPalOverpaymentSchemas>['body']>;
