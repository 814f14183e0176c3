import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { cartLine, sessionQuery } from './schemas';

export const getCartItemsSchemas = () => ({ query: sessionQuery, response: z.array(cartLine) });

/** GET /shoppingCart/shoppingCartItems: the lines of a cart. */
export const getCartItems = defineCall<typeof getCartItemsSchemas>()({
  name: 'getCartItems',
  domain: 'cart',
  method: 'GET',
  path: '/shoppingCart/shoppingCartItems',
  permission: 'public',
  summary: 'The lines of a cart',
});
