import { getCart as getCartCall } from '@portal/shared/cart/get-cart';
import type { CallResponse } from '@portal/shared/platform/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import type { Lang } from '../../../pages';
import { useLang } from '../../../lib/i18n/use-lang';
import { forgetCartSessionId } from '../cart-session';
import { cartKeys } from './keys';

/** spec §3 Cart: every cart call answers it whole. */
export type CartView = CallResponse<typeof getCartCall>;
export type CartLine = CartView['items'][number];

/**
 * GET /api/shoppingCart/getBySessionId: the signed-in user's cart of this browser's session. A 404 means the stored id
 * is another customer's cart (someone else signed in on this computer before): it is forgotten, and there is no cart.
 */
export async function getCart(sessionId: string): Promise<CartView | null> {
  try {
    return await api.send(getCartCall, { query: { sessionId } }, { silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      forgetCartSessionId();
      return null;
    }
    throw error;
  }
}

/** The cart of the session; no session id yet means no cart (nothing is created just by looking). */
export function useCart(sessionId: string | null, enabled = true) {
  const lang = useLang();
  return useQuery({
    queryKey: cartKeys.detail(sessionId ?? '', lang),
    queryFn: () => getCart(sessionId!),
    enabled: enabled && sessionId !== null,
  });
}

/**
 * Every cart call answers the whole cart: it replaces the cached one, and what is derived from the cart elsewhere (the
 * header counter, the shipping prices that depend on the subtotal, the cart in the other language) is fetched again.
 */
export function applyCartView(queryClient: QueryClient, view: CartView, lang: Lang): void {
  const current = cartKeys.detail(view.sessionId, lang);
  queryClient.setQueryData(current, view);
  void queryClient.invalidateQueries({
    queryKey: cartKeys.all,
    predicate: ({ queryKey }) =>
      queryKey.at(-1) === 'item-count' ||
      (queryKey[1] === current[1] && queryKey.length === current.length && queryKey.at(-1) !== lang),
  });
  void queryClient.invalidateQueries({ queryKey: cartKeys.shipping });
}
