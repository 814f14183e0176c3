import { updateTax as updateTaxCall } from '@portal/shared/cart/update-tax';
import type { CallInput } from '@portal/shared/platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { applyCartView, type CartView } from './get-cart';

export type UpdateTaxInput = CallInput<typeof updateTaxCall>['body'];

/** POST /api/shoppingCart/update-tax: the billing and shipping states the sales tax is computed from (spec §5). */
export function updateTax(input: UpdateTaxInput): Promise<CartView> {
  return api.send(updateTaxCall, { body: input }, { silent: true });
}

export function useUpdateTax() {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: updateTax,
    onSuccess: (view) => applyCartView(queryClient, view, lang),
  });
}
