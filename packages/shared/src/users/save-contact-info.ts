import { defineCall } from '../platform/contract';
import { contactInfo, myProfile } from './profile-schemas';

export const saveContactInfoSchemas = () => ({ body: contactInfo, response: myProfile });

/** POST /User/ContactInfo: Save the contact information card (phones, mobile, fax, website); answers the whole profile as saved. */
export const saveContactInfo = defineCall<typeof saveContactInfoSchemas>()({
  name: 'saveContactInfo',
  domain: 'users',
  method: 'POST',
  path: '/User/ContactInfo',
  permission: 'CP_MY_PROFILE:EDIT',
  summary: 'Save the contact information card (phones, mobile, fax, website)',
});
