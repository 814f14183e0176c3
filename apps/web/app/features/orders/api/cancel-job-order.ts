import { api } from '../../../lib/browser-api';
import type { StatusAnswer } from './order-types';
import { useOrderMutation } from './use-order-mutation';

/** POST /api/JobOrders/{id}/cancel: only while the job has not started (409 otherwise). */
export function cancelJobOrder(id: number): Promise<StatusAnswer> {
  return api.post<StatusAnswer>(`/api/JobOrders/${id}/cancel`);
}

export const useCancelJobOrder = () => useOrderMutation('JO', cancelJobOrder);
