import { getCart } from '@portal/shared/cart/get-cart';
import { getStorefrontCart } from '@portal/shared/cart/get-storefront-cart';
import { api } from '../../../lib/browser-api';
import { readCartSessionId } from '../cart-session';
import type { CartLine } from './get-cart';

/**
 * The lines of this browser's cart as they are now: GET /api/shoppingCart/getBySessionId (signed in) or
 * /frontendGetBySessionId (visitor). No cart yet, or one that cannot be read, is no lines.
 */
export async function getCartLines(signedIn: boolean): Promise<CartLine[]> {
  const sessionId = readCartSessionId();
  if (!sessionId) return [];
  const input = { query: { sessionId } };
  try {
    const cart = signedIn
      ? await api.send(getCart, input, { silent: true })
      : await api.send(getStorefrontCart, input, { silent: true });
    return cart.items;
  } catch {
    return [];
  }
}
