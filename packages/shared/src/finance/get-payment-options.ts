import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { CARD_PROCESSORS } from './credit-card-schemas';

export const paymentOptions = z.object({
  /** The card processors configured, the default first; empty when cards cannot be taken. */
  cardProcessors: z.array(
    z.object({ paymentGatewayId: z.number().int(), processor: z.enum(CARD_PROCESSORS), name: z.string() }),
  ),
  defaultPaymentGatewayId: z.number().int().nullable(),
  /** spec §5: a payment above the balance is saved as a prepayment, once the payer confirms the warning. */
  allowOverpayment: z.boolean(),
  overpaymentWarning: z.string(),
  /** Square limits idempotency keys to 45 characters; every pay and add-card request carries one. */
  idempotencyKeyMaxLength: z.number().int(),
});
export type PaymentOptions = z.infer<typeof paymentOptions>;

export const getPaymentOptionsSchemas = () => ({ response: paymentOptions });

/** GET /payment-options/get-by-config: how this installation takes payments (processors, overpayment). */
export const getPaymentOptions = defineCall<typeof getPaymentOptionsSchemas>()({
  name: 'getPaymentOptions',
  domain: 'finance',
  method: 'GET',
  path: '/payment-options/get-by-config',
  permission: ['CP_PAYMENTS:VIEWP', 'CP_PAYMENTS:PAY'],
  summary: 'The configured card processors and the overpayment rule',
});
