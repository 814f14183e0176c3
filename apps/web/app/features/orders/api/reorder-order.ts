import { useMutation } from '@tanstack/react-query';
import { reorderOrder } from '@portal/shared/orders/reorder-order';
import { api } from '../../../lib/browser-api';

/**
 * POST /api/orders/{id}/reorder: the pieces of a past job order or sales order go into the cart of the session at
 * today's prices; each line of the answer says what changed since it was ordered. The page hands in what to refresh
 * afterwards (the cart belongs to another feature).
 */
export function useReorderOrder(onDone: () => void) {
  return useMutation({
    mutationFn: (input: { id: number; sessionId: string }) =>
      api.send(reorderOrder, { params: { id: input.id }, body: { sessionId: input.sessionId } }),
    onSuccess: onDone,
  });
}
