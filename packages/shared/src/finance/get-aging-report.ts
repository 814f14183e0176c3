import { defineCall } from '../platform/contract';
import { agingReport } from './statement-schemas';

export const getAgingReportSchemas = () => ({ response: agingReport });

/** GET /reports/aging (staff): what every customer owes today by days past due, with the totals. */
export const getAgingReport = defineCall<typeof getAgingReportSchemas>()({
  name: 'getAgingReport',
  domain: 'finance',
  method: 'GET',
  path: '/reports/aging',
  permission: 'CP_CUSTOMERS:VIEW',
  summary:
    'The aging report: open balances of every customer by days past due (current, 1–30, 31–60, 61–90, over 90)',
});
