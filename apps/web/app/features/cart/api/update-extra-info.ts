import type { CartView } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { applyCartView } from './get-cart';

/** What the call changes; a field left out keeps its value, null (or '') empties it. */
export interface UpdateExtraInfoInput {
  sessionId: string;
  poNumber?: string | null;
  notes?: string | null;
  customerWoNumber?: string | null;
  couponCode?: string | null;
  /** Staff only: the customer the back-office cart is built for. */
  customerId?: number;
  /** The chosen shipping method, priced for the cart's parcel at this country and state; null removes it. */
  shippingMethodId?: number | null;
  shippingCountryId?: number;
  shippingStateId?: number | null;
}

/** POST /api/shoppingCart/update-extra-info: PO number, notes, work order number, coupon, shipping, customer. */
export function updateExtraInfo(input: UpdateExtraInfoInput): Promise<CartView> {
  return api.post<CartView>('/api/shoppingCart/update-extra-info', input, { silent: true });
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
