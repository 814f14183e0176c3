import { defineCall } from '../platform/contract';
import { cartView, sessionBody } from './schemas';

export const lockCartMetalPriceSchemas = () => ({
  examples: [{ body: { sessionId: '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69' } }],
  body: sessionBody,
  response: cartView,
});

/**
 * POST /shoppingCart/lock-metal-price: holds the current price of each metal of the cart's lines for the customer's
 * lock window (48 hours unless staff set another); its metal weight counts against the customer's cap. The cart then
 * answers with its `metalLock` and its lines keep the locked prices until it expires.
 */
export const lockCartMetalPrice = defineCall<typeof lockCartMetalPriceSchemas>()({
  name: 'lockCartMetalPrice',
  domain: 'cart',
  method: 'POST',
  path: '/shoppingCart/lock-metal-price',
  permission: 'CP_SHOPPING_CART:EDIT',
  refusals: {
    409: 'The cart has no metal-priced line, or the lock would take the customer past its locked-metal limit',
  },
  summary: 'Locks the metal prices of the cart’s lines for the customer’s lock window, within its cap',
});
