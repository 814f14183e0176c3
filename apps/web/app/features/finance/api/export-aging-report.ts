import { exportAgingReport } from '@portal/shared/finance/export-aging-report';
import { api } from '../../../lib/browser-api';

/** GET /api/reports/aging/csv (staff): the aging report as a CSV file, headings in the page's language. */
export const fetchAgingReportCsv = (): Promise<Blob> =>
  api.sendForFile(exportAgingReport, {}, { silent: true });
