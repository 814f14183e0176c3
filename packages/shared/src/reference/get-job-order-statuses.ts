import { defineCall } from '../platform/contract';
import { statusListSchemas } from './schemas';

export const getJobOrderStatusesSchemas = statusListSchemas;

/** GET /EntityStatus/JobOrder: the statuses of a job order, in workflow order. */
export const getJobOrderStatuses = defineCall<typeof getJobOrderStatusesSchemas>()({
  name: 'getJobOrderStatuses',
  domain: 'reference',
  method: 'GET',
  path: '/EntityStatus/JobOrder',
  permission: '0',
  summary: 'Job order statuses',
});
