import { quickAddToCart } from '@portal/shared/cart/quick-add-to-cart';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { cartSessionIdToFill } from '../cart-session';
import { cartKeys } from './keys';

export type QuickOrderAnswer = CallResponse<typeof quickAddToCart>;
export type QuickOrderLine = CallInput<typeof quickAddToCart>['body']['lines'][number];

/** POST /api/shoppingCart/quick-add into this browser's cart: checked only, or the valid lines added. */
export async function sendQuickOrder(lines: QuickOrderLine[], check: boolean): Promise<QuickOrderAnswer> {
  const sessionId = await cartSessionIdToFill();
  return api.send(quickAddToCart, { body: { sessionId, lines, check } }, { silent: true });
}

export function useQuickOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lines, check }: { lines: QuickOrderLine[]; check: boolean }) =>
      sendQuickOrder(lines, check),
    // The header counter and the cart page follow what was added.
    onSuccess: (answer) => {
      if (answer.added > 0) return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
