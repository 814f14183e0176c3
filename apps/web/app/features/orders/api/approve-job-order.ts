import { api } from '../../../lib/browser-api';
import type { StatusAnswer } from './order-types';
import { useOrderMutation } from './use-order-mutation';

/** POST /api/JobOrders/{id}/approve with the code of the service type the job is made under. */
export function approveJobOrder(input: { id: number; serviceType: string }): Promise<StatusAnswer> {
  return api.post<StatusAnswer>(`/api/JobOrders/${input.id}/approve`, { serviceType: input.serviceType });
}

export const useApproveJobOrder = () => useOrderMutation('JO', approveJobOrder);
