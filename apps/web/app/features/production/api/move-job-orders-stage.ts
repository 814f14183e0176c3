import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getJobOrderTimeline } from '@portal/shared/production/get-job-order-timeline';
import { moveJobOrdersStage } from '@portal/shared/production/move-job-orders-stage';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

/**
 * Selected jobs each to its next stage: their stages are read (GET …/timeline), then POST /api/JobOrders/stage moves
 * them all from those stages, or none (a refusal is toasted by the client, naming the job).
 */
export async function moveToNextStages(orderIds: readonly number[]) {
  const timelines = await Promise.all(
    orderIds.map((id) => api.send(getJobOrderTimeline, { params: { id } })),
  );
  return api.send(moveJobOrdersStage, {
    body: { jobs: timelines.map((t) => ({ jobOrderId: t.orderId, fromStageId: t.currentStageId })) },
  });
}

export function useMoveToNextStages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveToNextStages,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainKey('production') }),
        queryClient.invalidateQueries({ queryKey: domainKey('orders') }),
      ]),
  });
}
