import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { orderLine } from './schemas';

export const getSalesOrderItemsSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(orderLine),
});

/** GET /SalesOrders/{id}/items: the lines of a sales order, as ordered. */
export const getSalesOrderItems = defineCall<typeof getSalesOrderItemsSchemas>()({
  name: 'getSalesOrderItems',
  domain: 'orders',
  method: 'GET',
  path: '/SalesOrders/{id}/items',
  permission: 'CP_SALES_ORDERS:VIEW',
  summary: 'The lines of a sales order',
});
