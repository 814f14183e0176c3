import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveJobOrderStage } from '@portal/shared/production/move-job-order-stage';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

export interface StageMoveInput {
  orderId: number;
  /** The stage the mover sees the job in (null: not started): a job moved meanwhile is refused, not moved twice. */
  fromStageId: number | null;
  /** Absent: the next stage. */
  stageId?: number;
  reason?: string;
  note?: string;
  photos?: File[];
}

/** POST /api/JobOrders/{id}/stage as a multipart form (the photos as `photos`). */
export function sendStageMove(input: StageMoveInput, silent: boolean) {
  const form = new FormData();
  form.set('fromStageId', input.fromStageId === null ? '' : String(input.fromStageId));
  if (input.stageId !== undefined) form.set('stageId', String(input.stageId));
  if (input.reason) form.set('reason', input.reason);
  if (input.note) form.set('note', input.note);
  for (const photo of input.photos ?? []) form.append('photos', photo, photo.name);
  return api.send(moveJobOrderStage, { params: { id: input.orderId }, body: form }, { silent });
}

/**
 * Moves a job; the job's timeline and the order lists are read again, after a refusal too (the job may have moved
 * meanwhile). Silent: the form says the error where it was made.
 */
export function useMoveJobOrderStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StageMoveInput) => sendStageMove(input, true),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainKey('production') }),
        queryClient.invalidateQueries({ queryKey: domainKey('orders') }),
      ]),
  });
}
