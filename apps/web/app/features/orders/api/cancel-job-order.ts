import { cancelJobOrder } from '@portal/shared/orders/cancel-job-order';
import { api } from '../../../lib/browser-api';
import { useOrderMutation } from './use-order-mutation';

/** POST /api/JobOrders/{id}/cancel: only while the job has not started (409 otherwise). */
export const useCancelJobOrder = () =>
  useOrderMutation((id: number) => api.send(cancelJobOrder, { params: { id } }));
