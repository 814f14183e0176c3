import { z } from 'zod';
import { defineCall } from '../platform/contract';

export const exportAgingReportSchemas = () => ({
  response: z.any().meta({ type: 'string', description: 'A CSV file (text/csv, UTF-8)' }),
});

/** GET /reports/aging/csv (staff): the aging report as a CSV file, its headings in the caller's language. */
export const exportAgingReport = defineCall<typeof exportAgingReportSchemas>()({
  name: 'exportAgingReport',
  domain: 'finance',
  method: 'GET',
  path: '/reports/aging/csv',
  permission: 'CP_CUSTOMERS:VIEW',
  summary: 'The aging report as a CSV file (text/csv), one line per customer and a line of totals',
  produces: 'text/csv',
});
