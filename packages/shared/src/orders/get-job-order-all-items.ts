import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { orderLine } from './schemas';

export const getJobOrderAllItemsSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(
    orderLine.extend({
      subItems: z.array(
        z.object({ itemTypeID: z.number(), code: z.string(), name: z.string(), quantity: z.number() }),
      ),
    }),
  ),
});

/** GET /JobOrders/{id}/allItems: every piece with the stones and parts it is made with. */
export const getJobOrderAllItems = defineCall<typeof getJobOrderAllItemsSchemas>()({
  name: 'getJobOrderAllItems',
  domain: 'orders',
  method: 'GET',
  path: '/JobOrders/{id}/allItems',
  permission: 'CP_JOB_ORDERS:VIEW',
  summary: 'The pieces of a job order with the stones and parts each is made with',
});
