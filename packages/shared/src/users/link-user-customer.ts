import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { managedUser } from './admin-schemas';

export const linkUserCustomerSchemas = () => ({
  body: z.object({ id, customerId: id, linked: z.boolean() }),
  response: managedUser,
});
/** POST /User/link-customer: Link a portal user to one more customer, or unlink it (it keeps at least one). */
export const linkUserCustomer = defineCall<typeof linkUserCustomerSchemas>()({
  name: 'linkUserCustomer',
  domain: 'users',
  method: 'POST',
  path: '/User/link-customer',
  permission: 'CP_USERS:EDIT',
  summary: 'Link a portal user to one more customer, or unlink it (it keeps at least one)',
});
