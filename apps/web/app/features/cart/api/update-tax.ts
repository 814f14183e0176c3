import type { CartView } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { applyCartView } from './get-cart';

export interface UpdateTaxInput {
  sessionId: string;
  billingStateId: number | null;
  shippingStateId: number | null;
}

/** POST /api/shoppingCart/update-tax: the billing and shipping states the sales tax is computed from (spec §5). */
export function updateTax(input: UpdateTaxInput): Promise<CartView> {
  return api.post<CartView>('/api/shoppingCart/update-tax', input, { silent: true });
}

export function useUpdateTax() {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: updateTax,
    onSuccess: (view) => applyCartView(queryClient, view, lang),
  });
}
