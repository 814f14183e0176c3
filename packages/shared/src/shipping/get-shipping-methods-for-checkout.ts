import { z } from 'zod';
import { cartSessionId } from '../cart/schemas';
import { defineCall } from '../platform/contract';
import { shippingAddress, shippingOption } from './schemas';

export const getShippingMethodsForCheckoutSchemas = () => ({
  body: shippingAddress.extend({ sessionId: cartSessionId }),
  query: z.object({ filter: z.string().max(60).optional() }),
  response: z.array(shippingOption),
});

/** POST /ShippingMethods/shippingMethodsForCheckout: the methods that deliver the cart's parcel to an address, priced. */
export const getShippingMethodsForCheckout = defineCall<typeof getShippingMethodsForCheckoutSchemas>()({
  name: 'getShippingMethodsForCheckout',
  domain: 'shipping',
  method: 'POST',
  path: '/ShippingMethods/shippingMethodsForCheckout',
  permission: 'public',
  summary: 'Shipping methods and prices for an address and the cart of a session (filter narrows by name)',
});
