import { exportMetalAccountability } from '@portal/shared/metal/export-metal-accountability';
import { api } from '../../../lib/browser-api';
import type { MetalAccountabilityQuery } from './get-metal-accountability';

/** GET /api/reports/metal-accountability/csv: the report's CSV file, headings in the page's language. */
export const fetchMetalAccountabilityCsv = (query: MetalAccountabilityQuery) =>
  api.sendForFile(exportMetalAccountability, { query });
