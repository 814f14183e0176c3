import { defineCall } from '../platform/contract';
import { generalInfo, myProfile } from './profile-schemas';

export const saveGeneralInfoSchemas = () => ({ body: generalInfo, response: myProfile });

/** POST /User/GeneralInfo: Save the general information card (name, e-mail, title, job title, department); answers the whole profile as saved. */
export const saveGeneralInfo = defineCall<typeof saveGeneralInfoSchemas>()({
  name: 'saveGeneralInfo',
  domain: 'users',
  method: 'POST',
  path: '/User/GeneralInfo',
  permission: 'CP_MY_PROFILE:EDIT',
  summary: 'Save the general information card (name, e-mail, title, job title, department)',
});
