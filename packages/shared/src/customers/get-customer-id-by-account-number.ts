import { z } from 'zod';
import { defineCall } from '../platform/contract';

export const getCustomerIdByAccountNumberSchemas = () => ({
  examples: [{ params: { accountNo: 'C1001' } }],
  params: z.object({ accountNo: z.string().min(1).max(20) }),
  response: z.number(),
});

/** GET /customers/get-id-by-account-number/{accountNo}: a customer's id by account number (any case). */
export const getCustomerIdByAccountNumber = defineCall<typeof getCustomerIdByAccountNumberSchemas>()({
  name: 'getCustomerIdByAccountNumber',
  domain: 'customers',
  method: 'GET',
  path: '/customers/get-id-by-account-number/{accountNo}',
  permission: 'CP_CUSTOMERS:VIEW',
  summary: 'The id of a customer by account number',
});
