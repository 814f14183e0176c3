import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { pagingQuery } from '../platform/paging';
import { orderListItem } from './lists';
import { id } from '../platform/ids';

export const getJobServicesSchemas = () => ({
  query: pagingQuery(0).extend({ serviceTypeId: id.optional() }),
  response: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      serviceTypeName: z.string(),
      jobCount: z.number(),
      page: z.number(),
      jobs: z.array(orderListItem),
    }),
  ),
});

/** GET /JobOrders/job-services: the open job orders grouped by service type (spec §3 Job service), each group with
 * its first page; one serviceTypeId pages through that group. */
export const getJobServices = defineCall<typeof getJobServicesSchemas>()({
  name: 'getJobServices',
  domain: 'orders',
  method: 'GET',
  path: '/JobOrders/job-services',
  permission: 'CP_JOB_ORDERS:VIEW',
  summary:
    'Job orders in work grouped by the service type they were approved with; one group pages with serviceTypeId',
});
