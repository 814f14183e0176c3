import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { sessionQuery } from './schemas';

export const getDiscountValueSchemas = () => ({
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
