import { api } from '../../../lib/browser-api';
import { useOrderMutation } from './use-order-mutation';

/** POST /api/JobOrders/update-status (staff): every job order moves to the status, or none does. */
export function updateJobOrderStatuses(input: { ids: number[]; statusCode: string }) {
  return api.post<{ updated: number; statusCode: string }>('/api/JobOrders/update-status', {
    JobIds: input.ids,
    StatusTypeCode: input.statusCode,
  });
}

export const useUpdateJobOrderStatuses = () => useOrderMutation('JO', updateJobOrderStatuses);
