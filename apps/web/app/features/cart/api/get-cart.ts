import type { CartView } from '@portal/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import type { Lang } from '../../../pages';
import { useLang } from '../../../lib/i18n/use-lang';
import { forgetCartSessionId } from '../cart-session';
import { cartKeys } from './keys';

export type CartLine = CartView['items'][number];

/**
 * GET /api/shoppingCart/getBySessionId: the signed-in user's cart of this browser's session. A 404 means the stored id
 * is another customer's cart (someone else signed in on this computer before): it is forgotten, and there is no cart.
 */
export async function getCart(sessionId: string): Promise<CartView | null> {
  try {
    return await api.get<CartView>('/api/shoppingCart/getBySessionId', {
      query: { sessionId },
      silent: true,
    });
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
  queryClient.setQueryData(cartKeys.detail(view.sessionId, lang), view);
  void queryClient.invalidateQueries({
    queryKey: cartKeys.all,
    predicate: ({ queryKey: [, kind, , language] }) =>
      kind === 'item-count' || kind === 'shipping-methods' || (kind === 'detail' && language !== lang),
  });
}
