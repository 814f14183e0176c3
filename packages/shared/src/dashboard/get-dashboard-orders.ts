import { orderPage } from '../orders/schemas';
import { defineCall } from '../platform/contract';
import { pagingQuery } from '../platform/paging';
import { customerQuery, dashboardOrderKind, jobsWithStatus } from './schemas';

export const getDashboardOrdersSchemas = () => ({
  examples: [{ query: { entityTypeCode: 'JO' } }],
  query: pagingQuery(1)
    .extend(customerQuery.shape)
    .extend({ entityTypeCode: dashboardOrderKind, getJobsWithStatus: jobsWithStatus.optional() }),
  response: orderPage,
});

/** GET /Dashboard/Orders/: the newest job orders, sales orders or price quotes (pages from 1). */
export const getDashboardOrders = defineCall<typeof getDashboardOrdersSchemas>()({
  name: 'getDashboardOrders',
  domain: 'dashboard',
  method: 'GET',
  // spec §7 writes /Dashboard/Orders/; the router ignores a trailing slash, so both answer here.
  path: '/Dashboard/Orders',
  permission: 'CP_DASHBOARD:VIEW',
  summary:
    'Newest orders of a kind (entityTypeCode JO, SO or PQ), optionally ALL/OPEN/CLOSED or one status; needs the kind’s VIEW',
});
