import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { customerType } from './schemas';

export const getCustomerTypesSchemas = () => ({ response: z.array(customerType) });

/** GET /CustomerTypes: the customer types, named in the caller's language. */
export const getCustomerTypes = defineCall<typeof getCustomerTypesSchemas>()({
  name: 'getCustomerTypes',
  domain: 'customers',
  method: 'GET',
  path: '/CustomerTypes',
  permission: 'public',
  summary: 'Customer types',
});
