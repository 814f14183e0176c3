import { addToCart as addToCartCall } from '@portal/shared/cart/add-to-cart';
import type { CallInput } from '@portal/shared/platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import { cartSessionIdToFill, replaceCartSessionId } from '../cart-session';
import type { CartView } from './get-cart';
import { cartKeys } from './keys';

export type AddToCartInput = Omit<CallInput<typeof addToCartCall>['body'], 'sessionId'>;

/**
 * POST /api/ShoppingCart/addToCart with this browser's cart session id, made on the first add. The server prices the
 * line. When the stored id is a cart this user may not see (404: another customer's, left in this browser), a new
 * cart is started and the line goes there.
 */
export async function addToCart(item: AddToCartInput): Promise<CartView> {
  const send = (sessionId: string) =>
    api.send(addToCartCall, { body: { ...item, sessionId } }, { silent: true });
  try {
    return await send(await cartSessionIdToFill());
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return send(replaceCartSessionId());
    throw error;
  }
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // The header counter and any open cart follow.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
