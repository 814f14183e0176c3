import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { agingReport } from './statement-schemas';

export const getAgingReportSchemas = () => ({
  query: z.object({
    /** csv: the report as a file a spreadsheet opens, one line per customer and a line of totals. */
    format: z.enum(['json', 'csv']).optional(),
  }),
  response: agingReport,
  examples: [{}, { query: { format: 'csv' } }],
});

/**
 * GET /reports/aging (staff): what every customer owes today by days past due, with the totals; `?format=csv` answers
 * the same report as a CSV file whose headings are in the caller's language.
 */
export const getAgingReport = defineCall<typeof getAgingReportSchemas>()({
  name: 'getAgingReport',
  domain: 'finance',
  method: 'GET',
  path: '/reports/aging',
  permission: 'CP_CUSTOMERS:VIEW',
  summary:
    'The aging report: open balances of every customer by days past due (current, 1–30, 31–60, 61–90, over 90); ?format=csv for a CSV file',
  alsoProduces: 'text/csv',
});
