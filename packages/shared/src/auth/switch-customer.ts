import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { authTokensResponse } from './schemas';
import { id } from '../platform/ids';

export const switchCustomerSchemas = () => ({
  body: z.object({ customerId: id }),
  response: authTokensResponse,
});

/** POST /auth/switchCustomer: a new pair, without the envelope, whose active customer is the chosen one. */
export const switchCustomer = defineCall<typeof switchCustomerSchemas>()({
  name: 'switchCustomer',
  domain: 'auth',
  method: 'POST',
  path: '/auth/switchCustomer',
  permission: '0',
  summary: 'Change the active customer to another one linked to the user',
  raw: true,
});
