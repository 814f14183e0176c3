import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { heldOrder } from './schemas';

export const getHeldOrdersSchemas = () => ({
  examples: [{ query: {} }],
  query: z.object({ customerId: id.optional() }),
  response: z.array(heldOrder),
});

/** GET /orders/credit-holds: the orders kept on credit hold, oldest first, for staff to release or decline. */
export const getHeldOrders = defineCall<typeof getHeldOrdersSchemas>()({
  name: 'getHeldOrders',
  domain: 'trade-credit',
  method: 'GET',
  path: '/orders/credit-holds',
  permission: 'CP_CUSTOMERS:VIEW',
  summary: 'The orders kept on credit hold, oldest first',
});
