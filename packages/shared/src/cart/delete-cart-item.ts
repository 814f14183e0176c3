import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { cartView, sessionQuery } from './schemas';

export const deleteCartItemSchemas = () => ({
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: sessionQuery,
  response: cartView,
});

/** DELETE /shoppingCart/deleteCartItem/{id}?sessionId=: a line off the cart. */
export const deleteCartItem = defineCall<typeof deleteCartItemSchemas>()({
  name: 'deleteCartItem',
  domain: 'cart',
  method: 'DELETE',
  path: '/shoppingCart/deleteCartItem/{id}',
  permission: 'public',
  summary: 'Remove a line',
});
