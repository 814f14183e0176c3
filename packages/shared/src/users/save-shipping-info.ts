import { defineCall } from '../platform/contract';
import { shippingAddressForm, myProfile } from './profile-schemas';

export const saveShippingInfoSchemas = () => ({ body: shippingAddressForm, response: myProfile });

/** POST /User/ShippingInfo: Add a shipping address of the active customer (isDefault makes it the one checkout offers first); answers the whole profile as saved. */
export const saveShippingInfo = defineCall<typeof saveShippingInfoSchemas>()({
  name: 'saveShippingInfo',
  domain: 'users',
  method: 'POST',
  path: '/User/ShippingInfo',
  permission: 'CP_MY_PROFILE:EDIT',
  summary: 'Add a shipping address of the active customer (isDefault makes it the one checkout offers first)',
});
