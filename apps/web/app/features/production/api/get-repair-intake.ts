import { useQuery } from '@tanstack/react-query';
import { getRepairIntake } from '@portal/shared/production/get-repair-intake';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

/** GET /api/JobOrders/{id}/repair-intake: a repair job's intake, null for another job. */
export function useRepairIntake(orderId: number) {
  const input = { params: { id: orderId } };
  return useQuery({
    queryKey: callKey(getRepairIntake, input),
    queryFn: ({ signal }) => api.send(getRepairIntake, input, { signal }),
  });
}
