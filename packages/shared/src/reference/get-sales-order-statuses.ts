import { defineCall } from '../platform/contract';
import { statusListSchemas } from './schemas';

export const getSalesOrderStatusesSchemas = statusListSchemas;

/** GET /EntityStatus/SalesOrder: the statuses of a sales order, in workflow order. */
export const getSalesOrderStatuses = defineCall<typeof getSalesOrderStatusesSchemas>()({
  name: 'getSalesOrderStatuses',
  domain: 'reference',
  method: 'GET',
  path: '/EntityStatus/SalesOrder',
  permission: '0',
  summary: 'Sales order statuses',
});
