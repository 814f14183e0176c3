import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { customerSummary } from './schemas';

export const getCustomersWithActivePortalUserSchemas = () => ({ response: z.array(customerSummary) });

/** GET /Customers/getCustomersWithActivePortalUser: the customers staff can switch to (an active portal user). */
export const getCustomersWithActivePortalUser = defineCall<typeof getCustomersWithActivePortalUserSchemas>()({
  name: 'getCustomersWithActivePortalUser',
  domain: 'customers',
  method: 'GET',
  path: '/Customers/getCustomersWithActivePortalUser',
  permission: 'CP_USERS:SWITCH',
  summary: 'Customers that have an active portal user (switch user)',
});
