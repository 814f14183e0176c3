import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getJobOrderTimeline } from '@portal/shared/production/get-job-order-timeline';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';
import { getOrderByCode } from '../../orders/public/get-order-by-code';
import { sendStageMove } from './move-job-order-stage';

export class NotAJobOrder extends Error {}

/**
 * A job bag scanned (its code typed by the scanner): the job is found by its code (GET /api/orders/by-code/{code}),
 * its stage read (GET …/timeline), and it moves to its next stage from that stage (POST …/stage), so a bag scanned
 * twice at once moves the job once.
 */
export async function scanJobBag(code: string) {
  const order = await getOrderByCode(code, api);
  if (order.kind !== 'JO') throw new NotAJobOrder(code);
  const timeline = await api.send(getJobOrderTimeline, { params: { id: order.id } }, { silent: true });
  return sendStageMove({ orderId: order.id, fromStageId: timeline.currentStageId }, true);
}

export function useScanJobBag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanJobBag,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainKey('production') }),
        queryClient.invalidateQueries({ queryKey: domainKey('orders') }),
      ]),
  });
}
