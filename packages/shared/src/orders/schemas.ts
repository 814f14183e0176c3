import { z } from 'zod';
import { emailField } from '../auth/schemas';
import { cartSessionId } from '../cart/schemas';

/** spec §4 / §9 order type codes of what a cart becomes. */
export const SUBMITTED_ORDER_KINDS = ['JO', 'SO', 'PQ'] as const;
export type SubmittedOrderKind = (typeof SUBMITTED_ORDER_KINDS)[number];

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => v || null);

/** One address of the checkout (spec §3 Checkout addresses). */
export const checkoutAddress = z.object({
  name: required('Name', 120),
  company: optionalText(120),
  address1: required('Address', 200),
  address2: optionalText(200),
  city: required('City', 100),
  zip: required('ZIP / postal code', 20),
  countryId: z.coerce.number({ message: 'Country is required' }).int().positive('Country is required'),
  stateId: z.coerce.number().int().positive().nullable().optional(),
  email: z
    .union([z.literal('').transform(() => null), emailField])
    .optional()
    .nullable(),
  phone: optionalText(40),
});
export type CheckoutAddress = z.infer<typeof checkoutAddress>;

/** POST /shoppingCart/submitOrder (spec §7 "inputData"). */
export const submitOrderRequest = z.object({
  sessionId: cartSessionId,
  /** Made once per checkout attempt: a double click or a retry answers the order already created. */
  idempotencyKey: z.uuid('The idempotency key must be a UUID').optional(),
  sellToAddress: checkoutAddress,
  billingAddress: checkoutAddress,
  shippingAddress: checkoutAddress.nullable().optional(),
  useDifferentShippingAddress: z.boolean().default(false),
  shipToSellToAddress: z.boolean().default(false),
  shippingMethodID: z.coerce.number().int().positive().nullable().optional(),
  pONumber: optionalText(60),
  notes: optionalText(2000),
  customerWoNumber: optionalText(60),
  orderAttributes: z
    .array(z.object({ id: z.coerce.number().int().positive(), value: z.string().trim().max(500) }))
    .max(50)
    .default([]),
});
export type SubmitOrderRequest = z.infer<typeof submitOrderRequest>;

export const submitOrderResponse = z.object({
  order_code: z.string(),
  jobTypeCode: z.enum(SUBMITTED_ORDER_KINDS),
  orderId: z.number().int(),
});
export type SubmitOrderResponse = z.infer<typeof submitOrderResponse>;
