import { defineCall } from '../platform/contract';
import { statusListSchemas } from './schemas';

export const getServiceTypesSchemas = statusListSchemas;

/** GET /EntityStatus/ServiceType: the active service types (what a job order is approved for), as a status list. */
export const getServiceTypes = defineCall<typeof getServiceTypesSchemas>()({
  name: 'getServiceTypes',
  domain: 'reference',
  method: 'GET',
  path: '/EntityStatus/ServiceType',
  permission: '0',
  summary: 'Service types',
});
