import type { CartView } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { applyCartView } from './get-cart';

/** POST /api/shoppingCart/clear-cart: removes every line and the coupon. */
export function clearCart(sessionId: string): Promise<CartView> {
  return api.post<CartView>('/api/shoppingCart/clear-cart', { sessionId }, { silent: true });
}

export function useClearCart() {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: (view) => applyCartView(queryClient, view, lang),
  });
}
