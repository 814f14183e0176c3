import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { noteAdded, orderNoteBody } from './schemas';

export const addSalesOrderNoteSchemas = () => ({
  params: idParams,
  body: orderNoteBody,
  response: noteAdded,
});

/** POST /SalesOrders/{id}/notes: a note on a sales order. */
export const addSalesOrderNote = defineCall<typeof addSalesOrderNoteSchemas>()({
  name: 'addSalesOrderNote',
  domain: 'orders',
  method: 'POST',
  path: '/SalesOrders/{id}/notes',
  permission: 'CP_SALES_ORDERS:EDIT',
  takesIdempotencyKey: true,
  summary: 'Add a note to a sales order',
});
