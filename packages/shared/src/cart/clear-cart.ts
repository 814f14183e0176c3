import { defineCall } from '../platform/contract';
import { cartView, sessionBody } from './schemas';

export const clearCartSchemas = () => ({ body: sessionBody, response: cartView });

/** POST /shoppingCart/clear-cart: every line and the coupon off the cart. */
export const clearCart = defineCall<typeof clearCartSchemas>()({
  name: 'clearCart',
  domain: 'cart',
  method: 'POST',
  path: '/shoppingCart/clear-cart',
  permission: 'public',
  summary: 'Empty a cart',
  refusals: { 403: 'A signed-in user without the cart right (read-only) has no cart' },
});
