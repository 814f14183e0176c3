import { defineCall } from '../platform/contract';
import { cartView, sessionQuery } from './schemas';

export const getStorefrontCartSchemas = () => ({
  examples: [{ query: { sessionId: '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69' } }],
  query: sessionQuery,
  response: cartView,
});

/** GET /shoppingCart/frontendGetBySessionId: the cart of a session, for a visitor or a signed-in customer. */
export const getStorefrontCart = defineCall<typeof getStorefrontCartSchemas>()({
  name: 'getStorefrontCart',
  domain: 'cart',
  method: 'GET',
  path: '/shoppingCart/frontendGetBySessionId',
  permission: 'public',
  summary:
    'The storefront cart of a session (anonymous, or the signed-in customer’s, which claims an anonymous one)',
});
