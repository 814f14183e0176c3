import type { CartView } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { applyCartView } from './get-cart';

export interface UpdateQuantityInput {
  sessionId: string;
  id: number;
  quantity: number;
}

/** POST /api/shoppingCart/updateQuantity: the new quantity of a line (0 removes it). */
export function updateQuantity(input: UpdateQuantityInput): Promise<CartView> {
  return api.post<CartView>('/api/shoppingCart/updateQuantity', input, { silent: true });
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
