import { clearCart as clearCartCall } from '@portal/shared/cart/clear-cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { applyCartView, type CartView } from './get-cart';

/** POST /api/shoppingCart/clear-cart: removes every line and the coupon. */
export function clearCart(sessionId: string): Promise<CartView> {
  return api.send(clearCartCall, { body: { sessionId } }, { silent: true });
}

export function useClearCart() {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: (view) => applyCartView(queryClient, view, lang),
  });
}
