import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { customerAddress, customerIdQuery } from './schemas';

export const getCustomerAddressesSchemas = () => ({
  query: customerIdQuery,
  response: z.array(customerAddress),
});

/** GET /customers/getCustomerAddresses: the saved addresses of the active customer (staff: of the customer named). */
export const getCustomerAddresses = defineCall<typeof getCustomerAddressesSchemas>()({
  name: 'getCustomerAddresses',
  domain: 'customers',
  method: 'GET',
  path: '/customers/getCustomerAddresses',
  permission: ['CP_SHOPPING_CART:VIEW', 'CP_MY_PROFILE:VIEW', 'CP_CUSTOMERS:VIEW'],
  summary: 'Saved addresses of the active customer (staff: of any customer)',
});
