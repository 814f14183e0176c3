import { updateExtraInfo as updateExtraInfoCall } from '@portal/shared/cart/update-extra-info';
import type { CallInput } from '@portal/shared/platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { applyCartView, type CartView } from './get-cart';

/**
 * What the call changes; a field left out keeps its value, null (or '') empties it. The shipping method is priced for
 * the cart's parcel at its country and state (null removes it); only staff name the customer of a back-office cart.
 */
export type UpdateExtraInfoInput = CallInput<typeof updateExtraInfoCall>['body'];

/** POST /api/shoppingCart/update-extra-info: PO number, notes, work order number, coupon, shipping, customer. */
export function updateExtraInfo(input: UpdateExtraInfoInput): Promise<CartView> {
  return api.send(updateExtraInfoCall, { body: input }, { silent: true });
}

/** The caller shows field errors (an unknown coupon) where they belong, and 'Error while updating shopping cart!' otherwise. */
export function useUpdateExtraInfo() {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationFn: updateExtraInfo,
    onSuccess: (view) => applyCartView(queryClient, view, lang),
  });
}
