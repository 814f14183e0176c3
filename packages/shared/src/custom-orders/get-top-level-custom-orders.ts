import { defineCall } from '../platform/contract';
import { customOrderListQuery, customOrderPage } from './schemas';

export const getTopLevelCustomOrdersSchemas = () => ({
  query: customOrderListQuery,
  response: customOrderPage,
});

/** GET /customOrders/getTopLevelCustomOrders: the sets (custom orders that are not part of another), newest first. */
export const getTopLevelCustomOrders = defineCall<typeof getTopLevelCustomOrdersSchemas>()({
  name: 'getTopLevelCustomOrders',
  domain: 'custom-orders',
  method: 'GET',
  path: '/customOrders/getTopLevelCustomOrders',
  permission: 'CP_ORDER_CREATION:VIEW',
  summary: 'Custom orders that are not part of another one',
});
