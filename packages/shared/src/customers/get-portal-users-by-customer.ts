import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { portalUser } from './schemas';

export const getPortalUsersByCustomerSchemas = () => ({ params: idParams, response: z.array(portalUser) });

/** GET /User/getPortalUsersByCustomerId/{id}: the portal users of a customer (switch user), served with customers. */
export const getPortalUsersByCustomer = defineCall<typeof getPortalUsersByCustomerSchemas>()({
  name: 'getPortalUsersByCustomer',
  domain: 'customers',
  method: 'GET',
  path: '/User/getPortalUsersByCustomerId/{id}',
  permission: ['CP_USERS:SWITCH', 'CP_USERS:VIEW'],
  summary: 'Portal users of a customer',
});
