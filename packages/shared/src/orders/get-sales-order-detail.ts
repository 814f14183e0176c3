import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { orderDetail } from './schemas';

export const getSalesOrderDetailSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: orderDetail,
});

/** GET /SalesOrders/{id}/detail: everything about one sales order. */
export const getSalesOrderDetail = defineCall<typeof getSalesOrderDetailSchemas>()({
  name: 'getSalesOrderDetail',
  domain: 'orders',
  method: 'GET',
  path: '/SalesOrders/{id}/detail',
  permission: 'CP_SALES_ORDERS:VIEW',
  summary:
    'Everything about a sales order: customer, addresses, answers, totals, items and the status timeline',
});
