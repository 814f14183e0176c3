import { defineCall } from '../platform/contract';
import { customOrderListQuery, customOrderPage } from './schemas';

export const getCustomOrdersSchemas = () => ({ query: customOrderListQuery, response: customOrderPage });

/** GET /customOrders: the custom orders of the caller's customer (staff: all, or one customer), newest first. */
export const getCustomOrders = defineCall<typeof getCustomOrdersSchemas>()({
  name: 'getCustomOrders',
  domain: 'custom-orders',
  method: 'GET',
  path: '/customOrders',
  permission: 'CP_ORDER_CREATION:VIEW',
  summary: 'Custom orders of the caller’s customer (staff: all, or one customer), newest first',
});
