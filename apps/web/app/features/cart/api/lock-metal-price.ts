import { lockCartMetalPrice } from '@portal/shared/cart/lock-cart-metal-price';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { applyCartView, type CartView } from './get-cart';

/** POST /api/shoppingCart/lock-metal-price: holds the metal prices of the cart's lines for the customer's window. */
export function lockMetalPrice(sessionId: string): Promise<CartView> {
  return api.send(lockCartMetalPrice, { body: { sessionId } }, { silent: true });
}

export function useLockMetalPrice() {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: lockMetalPrice,
    onSuccess: (view) => applyCartView(queryClient, view, lang),
  });
}
