import { HOLD_KINDS, HOLD_REASONS } from '../trade-credit/schemas';
import { z } from 'zod';
import { SUBMITTED_ORDER_KINDS } from '../orders/schemas';
import { defineCall } from '../platform/contract';
import { cartSessionId, checkoutAddress, checkoutText } from './schemas';
import { id } from '../platform/ids';

export const submitOrderSchemas = () => ({
  /** spec §7 "inputData". */
  body: z.object({
    sessionId: cartSessionId,
    /** Made once per checkout attempt: a double click or a retry answers the order already created. */
    idempotencyKey: z.uuid('The idempotency key must be a UUID').optional(),
    sellToAddress: checkoutAddress,
    billingAddress: checkoutAddress,
    shippingAddress: checkoutAddress.nullable().optional(),
    useDifferentShippingAddress: z.boolean().default(false),
    shipToSellToAddress: z.boolean().default(false),
    /** Required unless the cart becomes a price quote: a parcel never leaves without a method that delivers there. */
    shippingMethodID: id.nullable().optional(),
    /**
     * The grand total the customer saw. Shipping, tax and discounts are recomputed here; when they no longer give this
     * total (a change raced the click), nothing is placed and the answer (409) says the new total.
     */
    expectedGrandTotal: z.number().min(0).max(100_000_000).optional(),
    pONumber: checkoutText(60),
    notes: checkoutText(2000),
    customerWoNumber: checkoutText(60),
    orderAttributes: z
      .array(z.object({ id: id, value: z.string().trim().max(500) }))
      .max(50)
      .default([]),
    /** The rush tier chosen (GET /rush-tiers) for a job order: its fee is charged on the order. */
    rushTierId: id.nullable().optional(),
    /** The day the customer needs the piece by, asked with a tier; staff confirm it or propose another. */
    neededBy: z.iso.date('Must be a date (YYYY-MM-DD)').nullable().optional(),
  }),
  response: z.object({
    order_code: z.string(),
    jobTypeCode: z.enum(SUBMITTED_ORDER_KINDS),
    orderId: z.number().int(),
    /** Set when the order was kept on credit hold or for a buyer's approval instead of going through. */
    hold: z
      .object({ kind: z.enum(HOLD_KINDS), reason: z.enum(HOLD_REASONS), message: z.string() })
      .nullable()
      .optional(),
  }),
});

/**
 * POST /shoppingCart/submitOrder: the cart becomes a job order, a sales order or a price quote (one per idempotency
 * key), and a confirmation is e-mailed.
 */
export const submitOrder = defineCall<typeof submitOrderSchemas>()({
  name: 'submitOrder',
  domain: 'cart',
  method: 'POST',
  path: '/shoppingCart/submitOrder',
  permission: 'CP_SHOPPING_CART:EDIT',
  summary:
    'Turn the cart into a job order, sales order or price quote (one per idempotency key) and e-mail a confirmation',
  refusals: {
    409: 'The cart is empty, or the idempotency key was already used',
  },
});
