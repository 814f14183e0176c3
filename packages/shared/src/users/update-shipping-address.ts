import { id } from '../platform/ids';
import { defineCall } from '../platform/contract';
import { myProfile, shippingAddressForm } from './profile-schemas';

export const updateShippingAddressSchemas = () => ({
  body: shippingAddressForm.extend({ id }),
  response: myProfile,
});

/** POST /User/UpdateShippingAddress: change a shipping address of the active customer, or make it the default. */
export const updateShippingAddress = defineCall<typeof updateShippingAddressSchemas>()({
  name: 'updateShippingAddress',
  domain: 'users',
  method: 'POST',
  path: '/User/UpdateShippingAddress',
  permission: 'CP_MY_PROFILE:EDIT',
  summary:
    'Update a shipping address of the active customer (isDefault makes it the one checkout offers first)',
});
