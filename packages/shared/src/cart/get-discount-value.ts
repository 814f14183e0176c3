import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { sessionQuery } from './schemas';

export const getDiscountValueSchemas = () => ({
  examples: [{ query: { sessionId: '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69' } }],
  query: sessionQuery,
  response: z.object({
    discountValue: z.number(),
    couponCode: z.string().nullable(),
    couponApplied: z.boolean(),
  }),
});

/** GET /shoppingCart/getDiscountValue: what the coupon and the free items take off a cart. */
export const getDiscountValue = defineCall<typeof getDiscountValueSchemas>()({
  name: 'getDiscountValue',
  domain: 'cart',
  method: 'GET',
  path: '/shoppingCart/getDiscountValue',
  permission: 'public',
  summary: 'The discount of a cart (coupon and free items)',
});
