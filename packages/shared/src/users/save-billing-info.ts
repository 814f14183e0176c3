import { defineCall } from '../platform/contract';
import { billingInfo, myProfile } from './profile-schemas';

export const saveBillingInfoSchemas = () => ({ body: billingInfo, response: myProfile });

/** POST /User/BillingInfo: Save the company's billing details and billing address; answers the whole profile as saved. */
export const saveBillingInfo = defineCall<typeof saveBillingInfoSchemas>()({
  name: 'saveBillingInfo',
  domain: 'users',
  method: 'POST',
  path: '/User/BillingInfo',
  permission: 'CP_MY_PROFILE:EDIT',
  summary: "Save the company's billing details and billing address",
});
