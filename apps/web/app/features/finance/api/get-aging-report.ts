import { useQuery } from '@tanstack/react-query';
import { getAgingReport } from '@portal/shared/finance/get-aging-report';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

/** GET /api/reports/aging (staff): every customer's open balance by days past due. */
export function useAgingReport() {
  return useQuery({
    queryKey: callKey(getAgingReport, {}),
    queryFn: ({ signal }) => api.send(getAgingReport, {}, { signal }),
  });
}
