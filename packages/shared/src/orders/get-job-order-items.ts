import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { orderLine } from './schemas';

export const getJobOrderItemsSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(orderLine),
});

/** GET /JobOrders/{id}/items: the pieces of a job order, as ordered. */
export const getJobOrderItems = defineCall<typeof getJobOrderItemsSchemas>()({
  name: 'getJobOrderItems',
  domain: 'orders',
  method: 'GET',
  path: '/JobOrders/{id}/items',
  permission: 'CP_JOB_ORDERS:VIEW',
  summary: 'The pieces of a job order',
});
