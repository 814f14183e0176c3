import { defineCall } from '../platform/contract';
import { orderListQuery, orderPage } from './schemas';

export const getSalesOrdersSchemas = () => ({ query: orderListQuery(1), response: orderPage });

/** GET /SalesOrders: one page of the sales orders the caller may see (pages from 1). */
export const getSalesOrders = defineCall<typeof getSalesOrdersSchemas>()({
  name: 'getSalesOrders',
  domain: 'orders',
  method: 'GET',
  path: '/SalesOrders',
  permission: 'CP_SALES_ORDERS:VIEW',
  summary: 'Sales orders by tab (new, processing, closed, all), search and filters; pageNo from 1',
});
