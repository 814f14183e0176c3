import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { cartView, sessionQuery } from './schemas';
import { id } from '../platform/ids';

export const deleteCartItemSchemas = () => ({
  params: z.object({ id: id }),
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
  refusals: { 403: 'A signed-in user without the cart right (read-only) has no cart' },
});
