import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { readCartSessionId } from '../cart-session';
import { cartKeys } from './keys';

interface CartSummary {
  cartItemCount?: number | null;
}

/**
 * The header counter: GET /api/shoppingCart/getBySessionId (signed in) or /frontendGetBySessionId (visitor) with the
 * stored cart session id. No id yet means no cart: nothing to count.
 */
export async function getCartItemCount(signedIn: boolean): Promise<number | null> {
  const sessionId = readCartSessionId();
  if (!sessionId) return null;
  const path = signedIn ? '/api/shoppingCart/getBySessionId' : '/api/shoppingCart/frontendGetBySessionId';
  const cart = await api.get<CartSummary | null>(path, { query: { sessionId }, silent: true });
  return cart?.cartItemCount ?? null;
}

export function useCartItemCount(signedIn: boolean) {
  return useQuery({
    queryKey: cartKeys.itemCount(signedIn),
    queryFn: () => getCartItemCount(signedIn),
    retry: false,
  });
}
