import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { orderNote } from './schemas';

export const getSalesOrderNotesSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(orderNote),
});

/** GET /SalesOrders/{id}/notes: the notes of a sales order, oldest first. */
export const getSalesOrderNotes = defineCall<typeof getSalesOrderNotesSchemas>()({
  name: 'getSalesOrderNotes',
  domain: 'orders',
  method: 'GET',
  path: '/SalesOrders/{id}/notes',
  permission: 'CP_SALES_ORDERS:VIEW',
  summary: 'Notes of a sales order',
});
