import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { orderDetail } from './schemas';

export const getJobOrderDetailSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: orderDetail,
});

/** GET /job-orders-extended/{id}/detail: everything about one job order. */
export const getJobOrderDetail = defineCall<typeof getJobOrderDetailSchemas>()({
  name: 'getJobOrderDetail',
  domain: 'orders',
  method: 'GET',
  path: '/job-orders-extended/{id}/detail',
  permission: 'CP_JOB_ORDERS:VIEW',
  summary:
    'Everything about a job order: customer, addresses, answers, totals, items and the status timeline',
});
