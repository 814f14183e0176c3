import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';

export interface ReorderAnswer {
  cart: { cartItemCount?: number | null };
  /** Codes of pieces no longer in the catalogue. */
  skipped: string[];
}

/** POST /api/JobOrders/re-order/{id}: the job's pieces go into the cart of the session, at today's prices. */
export function reorderJobOrder(input: { id: number; sessionId: string }): Promise<ReorderAnswer> {
  return api.post<ReorderAnswer>(`/api/JobOrders/re-order/${input.id}`, { sessionId: input.sessionId });
}

/** The page hands in the cart's session id and what to refresh afterwards (the cart belongs to another feature). */
export function useReorderJobOrder(onDone: () => void) {
  return useMutation({ mutationFn: reorderJobOrder, onSuccess: onDone });
}
