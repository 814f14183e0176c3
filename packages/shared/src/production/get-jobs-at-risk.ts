import { defineCall } from '../platform/contract';
import { pagedOf } from '../platform/envelope';
import { atRiskQuery, jobAtRisk } from './rush-schemas';

export const getJobOrdersAtRiskSchemas = () => ({
  query: atRiskQuery,
  response: pagedOf(jobAtRisk),
  examples: [{ query: { pageNo: 0, pageSize: 10 } }],
});

/**
 * GET /JobOrders/at-risk (staff): jobs with a promised day whose remaining stages (expected working days) no longer
 * fit before it, the latest first, then the soonest promised.
 */
export const getJobOrdersAtRisk = defineCall<typeof getJobOrdersAtRiskSchemas>()({
  name: 'getJobOrdersAtRisk',
  domain: 'production',
  method: 'GET',
  path: '/JobOrders/at-risk',
  permission: 'CP_PRODUCTION:VIEW',
  summary: 'Job orders whose remaining stages no longer fit before the promised day, most urgent first',
});
