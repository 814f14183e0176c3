import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { defineCall } from '../platform/contract';
import { cartView, sessionBody } from './schemas';
import { id } from '../platform/ids';

export const updateQuantitySchemas = () => ({
  body: sessionBody.and(
    z.object({
      id: id,
      quantity: wireNumber(z.number().int().min(0).max(10000)),
    }),
  ),
  response: cartView,
});

/** POST /shoppingCart/updateQuantity: the new quantity of a line (0 removes it). */
export const updateQuantity = defineCall<typeof updateQuantitySchemas>()({
  name: 'updateQuantity',
  domain: 'cart',
  method: 'POST',
  path: '/shoppingCart/updateQuantity',
  permission: 'public',
  summary: 'Change the quantity of a line (0 removes it)',
  refusals: { 403: 'A signed-in user without the cart right (read-only) has no cart' },
});
