import { useQuery } from '@tanstack/react-query';
import { getAgingReport } from '@portal/shared/finance/get-aging-report';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

/** GET /api/reports/aging (staff): every customer's open balance by days past due. */
export function useAgingReport() {
  return useQuery({
    queryKey: callKey(getAgingReport, { query: {} }),
    queryFn: ({ signal }) => api.send(getAgingReport, { query: {} }, { signal }),
  });
}

/** GET /api/reports/aging?format=csv (staff): the same report as a CSV file, headings in the page's language. */
export const fetchAgingReportCsv = (): Promise<Blob> =>
  api.sendForFile(getAgingReport, { query: { format: 'csv' } }, { silent: true });
