import { z } from 'zod';
import { customerAddress } from '../customers/schemas';
import { defineCall } from '../platform/contract';

export const getShippingAddressesSchemas = () => ({ response: z.array(customerAddress) });

/** GET /User/GetShippingAddresses: the active customer's shipping addresses, the default first. */
export const getShippingAddresses = defineCall<typeof getShippingAddressesSchemas>()({
  name: 'getShippingAddresses',
  domain: 'users',
  method: 'GET',
  path: '/User/GetShippingAddresses',
  permission: ['CP_MY_PROFILE:VIEW', 'CP_SHOPPING_CART:VIEW'],
  summary: "The active customer's shipping addresses, the default first",
  refusals: {
    404: 'No active customer (a staff user not working for one)',
  },
});
