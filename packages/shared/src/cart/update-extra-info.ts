import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { cartText, cartView, sessionBody, stateId } from './schemas';
import { id } from '../platform/ids';

export const updateExtraInfoSchemas = () => ({
  body: sessionBody
    .and(
      z.object({
        poNumber: cartText(60),
        notes: cartText(2000),
        customerWoNumber: cartText(60),
        couponCode: cartText(40),
        customerId: id.optional(),
        shippingMethodId: id.nullable().optional(),
        shippingCountryId: id.optional(),
        shippingStateId: stateId,
      }),
    )
    .refine((b) => !b.shippingMethodId || b.shippingCountryId, {
      message: 'The shipping country is required with a shipping method',
      path: ['shippingCountryId'],
    })
    .describe('`shippingCountryId` is required when `shippingMethodId` is given.'),
  response: cartView,
});

/**
 * POST /shoppingCart/update-extra-info: PO number, notes, work order number, coupon, the chosen shipping method (priced
 * for the cart's parcel at that address; null removes it) and, for staff, the customer. A field left out keeps its value.
 */
export const updateExtraInfo = defineCall<typeof updateExtraInfoSchemas>()({
  name: 'updateExtraInfo',
  domain: 'cart',
  method: 'POST',
  path: '/shoppingCart/update-extra-info',
  permission: 'CP_SHOPPING_CART:EDIT',
  summary: 'PO number, notes, work order number and coupon code of the cart',
});
