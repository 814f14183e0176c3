import { getCart } from '@portal/shared/cart/get-cart';
import { getStorefrontCart } from '@portal/shared/cart/get-storefront-cart';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { readCartSessionId } from '../cart-session';
import { cartKeys } from './keys';

/**
 * The header counter: GET /api/shoppingCart/getBySessionId (signed in) or /frontendGetBySessionId (visitor) with the
 * stored cart session id. No id yet means no cart: nothing to count.
 */
export async function getCartItemCount(signedIn: boolean): Promise<number | null> {
  const sessionId = readCartSessionId();
  if (!sessionId) return null;
  const input = { query: { sessionId } };
  const cart = signedIn
    ? await api.send(getCart, input, { silent: true })
    : await api.send(getStorefrontCart, input, { silent: true });
  return cart.cartItemCount;
}

export function useCartItemCount(signedIn: boolean) {
  return useQuery({
    queryKey: cartKeys.itemCount(signedIn),
    queryFn: () => getCartItemCount(signedIn),
    retry: false,
  });
}
