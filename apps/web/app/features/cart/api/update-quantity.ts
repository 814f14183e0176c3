import { updateQuantity as updateQuantityCall } from '@portal/shared/cart/update-quantity';
import type { CallInput } from '@portal/shared/platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { applyCartView, type CartView } from './get-cart';

export type UpdateQuantityInput = CallInput<typeof updateQuantityCall>['body'];

/** POST /api/shoppingCart/updateQuantity: the new quantity of a line (0 removes it). */
export function updateQuantity(input: UpdateQuantityInput): Promise<CartView> {
  return api.send(updateQuantityCall, { body: input }, { silent: true });
}

/** The caller tells the user when it fails: the message differs on the storefront and in the back-office (spec §8). */
export function useUpdateQuantity() {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: updateQuantity,
    onSuccess: (view) => applyCartView(queryClient, view, lang),
  });
}
