import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { stateId } from './schemas';
import { id } from '../platform/ids';

export const getSalesTaxSchemas = () => ({
  body: z.object({
    customerId: id.optional(),
    billingStateId: stateId,
    shippingStateId: stateId,
  }),
  response: z.object({ enabled: z.boolean(), percent: z.number(), isTaxExempt: z.boolean() }),
});

/** POST /shoppingCart/get-sales-tax: whether tax applies and its rate (spec §5). */
export const getSalesTax = defineCall<typeof getSalesTaxSchemas>()({
  name: 'getSalesTax',
  domain: 'cart',
  method: 'POST',
  path: '/shoppingCart/get-sales-tax',
  permission: 'CP_SHOPPING_CART:VIEW',
  summary: 'Whether tax applies and its rate, for a customer and billing and shipping states',
});
