import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { defineCall } from '../platform/contract';
import { cartView, sessionBody, stateId } from './schemas';

export const updateTaxSchemas = () => ({
  body: sessionBody.and(
    z.object({
      billingStateId: stateId,
      shippingStateId: stateId,
      fixedSalesTax: wireNumber(z.number().min(0).max(1_000_000)).nullable().optional(),
    }),
  ),
  response: cartView,
});

/** POST /shoppingCart/update-tax: the billing and shipping states the sales tax is computed from (spec §5). */
export const updateTax = defineCall<typeof updateTaxSchemas>()({
  name: 'updateTax',
  domain: 'cart',
  method: 'POST',
  path: '/shoppingCart/update-tax',
  permission: 'CP_SHOPPING_CART:EDIT',
  summary: 'The billing and shipping states the tax is computed from; staff may fix the tax value',
});
