import { deleteCartItem as deleteCartItemCall } from '@portal/shared/cart/delete-cart-item';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { applyCartView, type CartView } from './get-cart';

/** DELETE /api/shoppingCart/deleteCartItem/{id}?sessionId=: removes a line. */
export function deleteCartItem(input: { sessionId: string; id: number }): Promise<CartView> {
  return api.send(
    deleteCartItemCall,
    { params: { id: input.id }, query: { sessionId: input.sessionId } },
    { silent: true },
  );
}

export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: deleteCartItem,
    onSuccess: (view) => applyCartView(queryClient, view, lang),
  });
}
