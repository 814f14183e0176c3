import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { customOrderSummary } from './schemas';

export const getCustomOrderChildrenSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(customOrderSummary),
});

/** GET /customOrders/getByParentId/{id}: the other pieces of a set. */
export const getCustomOrderChildren = defineCall<typeof getCustomOrderChildrenSchemas>()({
  name: 'getCustomOrderChildren',
  domain: 'custom-orders',
  method: 'GET',
  path: '/customOrders/getByParentId/{id}',
  permission: 'CP_ORDER_CREATION:VIEW',
  summary: 'The child custom orders of one (the band of a bridal set)',
});
