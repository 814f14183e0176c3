import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';

export const getUserCustomersSchemas = () => ({
  query: z.object({ accountNumber: z.string().trim().max(20).optional(), userId: id.optional() }),
  response: z.array(
    z.object({ id: z.number().int(), accountNumber: z.string(), name: z.string(), isDefault: z.boolean() }),
  ),
});
/** GET /User/user-customers: The customers a user acts for, searched by account number (staff: of any user). */
export const getUserCustomers = defineCall<typeof getUserCustomersSchemas>()({
  name: 'getUserCustomers',
  domain: 'users',
  method: 'GET',
  path: '/User/user-customers',
  permission: '0',
  summary: 'The customers a user acts for, searched by account number (staff: of any user)',
});
