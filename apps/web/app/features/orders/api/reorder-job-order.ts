import { useMutation } from '@tanstack/react-query';
import { reorderJobOrder } from '@portal/shared/orders/reorder-job-order';
import { api } from '../../../lib/browser-api';

/**
 * POST /api/JobOrders/re-order/{id}: the job's pieces go into the cart of the session, at today's prices; the answer
 * names the pieces no longer in the catalogue (`skipped`). The page hands in what to refresh afterwards (the cart
 * belongs to another feature).
 */
export function useReorderJobOrder(onDone: () => void) {
  return useMutation({
    mutationFn: (input: { id: number; sessionId: string }) =>
      api.send(reorderJobOrder, { params: { id: input.id }, body: { sessionId: input.sessionId } }),
    onSuccess: onDone,
  });
}
