import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { signUpApplication } from './sign-up-schemas';

export const getSignUpApplicationSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: signUpApplication,
});

/** GET /Customers/sign-up-applications/{id} (staff): one application to review. */
export const getSignUpApplication = defineCall<typeof getSignUpApplicationSchemas>()({
  name: 'getSignUpApplication',
  domain: 'customers',
  method: 'GET',
  path: '/Customers/sign-up-applications/{id}',
  permission: 'CP_CUSTOMERS:VIEW',
  summary: 'One sign-up application',
});
