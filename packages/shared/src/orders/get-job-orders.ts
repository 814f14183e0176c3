import { defineCall } from '../platform/contract';
import { orderListQuery, orderPage } from './schemas';

export const getJobOrdersSchemas = () => ({ query: orderListQuery(0), response: orderPage });

/** GET /JobOrders/job-orders: one page of the job orders the caller may see (pages from 0, spec §9). */
export const getJobOrders = defineCall<typeof getJobOrdersSchemas>()({
  name: 'getJobOrders',
  domain: 'orders',
  method: 'GET',
  path: '/JobOrders/job-orders',
  permission: 'CP_JOB_ORDERS:VIEW',
  summary:
    'Job orders: tab (new, processing, closed, all) or status ALL/OPEN/CLOSED, search, filters; pageNo from 0',
});
