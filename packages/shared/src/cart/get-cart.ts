import { defineCall } from '../platform/contract';
import { cartView, sessionQuery } from './schemas';

export const getCartSchemas = () => ({ query: sessionQuery, response: cartView });

/** GET /shoppingCart/getBySessionId: the signed-in customer's cart of a session (spec §3 Cart). */
export const getCart = defineCall<typeof getCartSchemas>()({
  name: 'getCart',
  domain: 'cart',
  method: 'GET',
  path: '/shoppingCart/getBySessionId',
  permission: 'CP_SHOPPING_CART:VIEW',
  summary: 'The signed-in customer’s cart of a session',
});
