import { defineCall } from '../platform/contract';
import { cartView, sessionQuery } from './schemas';

export const getCartSchemas = () => ({
  examples: [{ query: { sessionId: '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69' } }],
  query: sessionQuery,
  response: cartView,
});

/** GET /shoppingCart/getBySessionId: the signed-in customer's cart of a session (spec §3 Cart). */
export const getCart = defineCall<typeof getCartSchemas>()({
  name: 'getCart',
  domain: 'cart',
  method: 'GET',
  path: '/shoppingCart/getBySessionId',
  permission: 'CP_SHOPPING_CART:VIEW',
  summary: 'The signed-in customer’s cart of a session',
});
