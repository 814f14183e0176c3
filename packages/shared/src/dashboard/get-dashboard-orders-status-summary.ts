import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { customerQuery, dashboardOrderKind, jobsWithStatus, statusSummaryRow } from './schemas';

export const getDashboardOrdersStatusSummarySchemas = () => ({
  examples: [{ params: { kind: 'JO' } }],
  params: z.object({ kind: dashboardOrderKind }),
  query: customerQuery.extend({ GetJobsWithStatus: jobsWithStatus.optional() }),
  response: z.object({ kind: z.string(), total: z.number().int(), statuses: z.array(statusSummaryRow) }),
});

/** GET /Dashboard/OrdersStatusSummary/{kind}: how many orders of a kind are in each status. */
export const getDashboardOrdersStatusSummary = defineCall<typeof getDashboardOrdersStatusSummarySchemas>()({
  name: 'getDashboardOrdersStatusSummary',
  domain: 'dashboard',
  method: 'GET',
  path: '/Dashboard/OrdersStatusSummary/{kind}',
  permission: 'CP_DASHBOARD:VIEW',
  summary:
    'Orders of a kind (JO, SO, PQ) per status; GetJobsWithStatus ALL/OPEN/CLOSED or a status code narrows',
});
