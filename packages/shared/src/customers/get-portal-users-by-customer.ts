import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { managedUser } from '../users/admin-schemas';

export const getPortalUsersByCustomerSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(managedUser),
});

/**
 * GET /User/getPortalUsersByCustomerId/{id}: the portal users of a customer with their roles (switch user, user
 * management); a customer's administrator reads its own customer's only.
 */
export const getPortalUsersByCustomer = defineCall<typeof getPortalUsersByCustomerSchemas>()({
  name: 'getPortalUsersByCustomer',
  domain: 'customers',
  method: 'GET',
  path: '/User/getPortalUsersByCustomerId/{id}',
  permission: ['CP_USERS:SWITCH', 'CP_USERS:VIEW', 'CP_MY_PROFILE:USERS'],
  summary: 'Portal users of a customer',
});
