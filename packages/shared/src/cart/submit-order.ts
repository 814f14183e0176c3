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
    shippingMethodID: id.nullable().optional(),
    pONumber: checkoutText(60),
    notes: checkoutText(2000),
    customerWoNumber: checkoutText(60),
    orderAttributes: z
      .array(z.object({ id: id, value: z.string().trim().max(500) }))
      .max(50)
      .default([]),
  }),
  response: z.object({
    order_code: z.string(),
    jobTypeCode: z.enum(SUBMITTED_ORDER_KINDS),
    orderId: z.number().int(),
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
});
