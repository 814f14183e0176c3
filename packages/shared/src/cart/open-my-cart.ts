import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { cartSessionId } from './schemas';

export const openMyCartBody = z
  .object({
    /** The cart this browser holds (a visitor's cart before sign-in, or none). */
    sessionId: cartSessionId.nullish(),
  })
  .strict();

export const openMyCartResult = z.object({
  /** The session id of the user's cart for its active customer; null when the user has none and may not fill one. */
  sessionId: cartSessionId.nullable(),
  /** How many lines of the browser's cart were merged into it (0 when there was nothing to merge). */
  mergedLines: z.number().int(),
});

export const openMyCartSchemas = () => ({
  examples: [{ body: { sessionId: '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69' } }],
  body: openMyCartBody,
  response: openMyCartResult,
});

/**
 * POST /shoppingCart/mine: the signed-in user's cart for the customer it acts for, the same on every device (staff
 * acting for a customer: their back-office cart for that customer). The browser's visitor cart, or another cart of the
 * same user and customer, is merged into it (the same configured product adds up, others become new lines) and is
 * gone; another user's or customer's cart is left alone and not revealed.
 */
export const openMyCart = defineCall<typeof openMyCartSchemas>()({
  name: 'openMyCart',
  domain: 'cart',
  method: 'POST',
  path: '/shoppingCart/mine',
  permission: 'CP_SHOPPING_CART:VIEW',
  summary: 'The signed-in user’s cart for its active customer, with this browser’s cart merged into it',
});
