import { getSavedEstimate as getSavedEstimateCall } from '@portal/shared/custom-orders/get-saved-estimate';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { callKey } from '../../../../lib/calls';
import { useLang } from '../../../../lib/i18n/use-lang';

/** GET /api/estimates/{id}: the estimate reopened from the address (`?estimate=`); none while `id` is null. */
export function useSavedEstimate(id: number | null) {
  const lang = useLang();
  const input = { params: { id: id ?? 0 } };
  return useQuery({
    queryKey: [...callKey(getSavedEstimateCall, input), lang],
    queryFn: ({ signal }) => api.send(getSavedEstimateCall, input, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
  });
}
