import { useQuery } from '@tanstack/react-query';
import { approveWeight } from '@portal/shared/orders/approve-weight';
import { getJobOrderMetalWeights } from '@portal/shared/orders/get-job-order-metal-weights';
import { recordFinishedWeights } from '@portal/shared/orders/record-finished-weights';
import { api } from '../../../lib/browser-api';
import { callQuery } from '../../../lib/calls';
import { useOrderMutation } from './use-order-mutation';

/** GET /api/JobOrders/{id}/metal-weights: each metal line's estimated and finished weight and the difference. */
export const useMetalWeights = (orderId: number) =>
  useQuery(callQuery(getJobOrderMetalWeights, { params: { id: orderId } }));

/** POST /api/JobOrders/{id}/finished-weights (staff): the finished grams of whole lines. */
export const useRecordFinishedWeights = () =>
  useOrderMutation((input: { id: number; lines: { orderItemId: number; grams: number }[] }) =>
    api.send(recordFinishedWeights, { params: { id: input.id }, body: { lines: input.lines } }),
  );

/** POST /api/JobOrders/{id}/approve-weight: the customer approves; staff override with a reason. */
export const useApproveWeight = () =>
  useOrderMutation((input: { id: number; reason?: string }) =>
    api.send(approveWeight, { params: { id: input.id }, body: input.reason ? { reason: input.reason } : {} }),
  );
