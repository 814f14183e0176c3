import { defineCall } from '../platform/contract';
import { contactPersonInfo, myProfile } from './profile-schemas';

export const saveContactPersonInfoSchemas = () => ({ body: contactPersonInfo, response: myProfile });

/** POST /User/ContactPersonInfo: Save the active customer's primary contact person; answers the whole profile as saved. */
export const saveContactPersonInfo = defineCall<typeof saveContactPersonInfoSchemas>()({
  name: 'saveContactPersonInfo',
  domain: 'users',
  method: 'POST',
  path: '/User/ContactPersonInfo',
  permission: 'CP_MY_PROFILE:EDIT',
  summary: "Save the active customer's primary contact person",
});
