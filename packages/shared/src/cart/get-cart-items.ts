import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { cartLine, sessionQuery } from './schemas';

export const getCartItemsSchemas = () => ({
  examples: [{ query: { sessionId: '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69' } }],
  query: sessionQuery,
  response: z.array(cartLine),
});

/** GET /shoppingCart/shoppingCartItems: the lines of a cart. */
export const getCartItems = defineCall<typeof getCartItemsSchemas>()({
  name: 'getCartItems',
  domain: 'cart',
  method: 'GET',
  path: '/shoppingCart/shoppingCartItems',
  permission: 'public',
  summary: 'The lines of a cart',
});
