import { defineCall } from '../platform/contract';
import { addToCartRequest, cartView } from './schemas';

export const addToCartSchemas = () => ({ body: addToCartRequest, response: cartView });

/** POST /ShoppingCart/addToCart: a configured product into the cart of a session, priced on the server. */
export const addToCart = defineCall<typeof addToCartSchemas>()({
  name: 'addToCart',
  domain: 'cart',
  method: 'POST',
  path: '/ShoppingCart/addToCart',
  permission: 'public',
  takesIdempotencyKey: true,
  summary: 'Add a configured product; the price is computed on the server',
  refusals: { 403: 'A signed-in user without the cart right (read-only) has no cart' },
});
