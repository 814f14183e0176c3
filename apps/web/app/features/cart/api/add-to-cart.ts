import type { addToCartRequest, CartView } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import { ensureCartSessionId, replaceCartSessionId } from '../cart-session';
import { cartKeys } from './keys';

export type AddToCartInput = Omit<z.input<typeof addToCartRequest>, 'sessionId'>;

/**
 * POST /api/ShoppingCart/addToCart with this browser's cart session id, made on the first add. The server prices the
 * line. When the stored id is a cart this user may not see (404: another customer's, left in this browser), a new
 * cart is started and the line goes there.
 */
export async function addToCart(item: AddToCartInput): Promise<CartView> {
  const send = (sessionId: string) =>
    api.post<CartView>('/api/ShoppingCart/addToCart', { ...item, sessionId }, { silent: true });
  try {
    return await send(ensureCartSessionId());
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
