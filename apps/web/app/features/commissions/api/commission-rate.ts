import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCommissionRate } from '@portal/shared/commissions/get-commission-rate';
import { setCommissionRate } from '@portal/shared/commissions/set-commission-rate';
import { api } from '../../../lib/browser-api';
import { callKey, domainKey } from '../../../lib/calls';

/** GET /api/commission-rates/{id}: the customer's rate in percent (0 when none was set). */
export function useCommissionRate(customerId: number) {
  const input = { params: { id: customerId } };
  return useQuery({
    queryKey: callKey(getCommissionRate, input),
    queryFn: ({ signal }) => api.send(getCommissionRate, input, { signal }),
  });
}

/** PUT /api/commission-rates/{id} (staff): silent, the field shows a refusal. */
export function useSetCommissionRate(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rate: string) =>
      api.send(setCommissionRate, { params: { id: customerId }, body: { rate } }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('commissions') }),
  });
}
