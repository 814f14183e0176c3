import { defineCall } from '../platform/contract';
import { inviteUserBody, MANAGE_USERS, managedUser } from './admin-schemas';

export const invitePortalUserSchemas = () => ({ body: inviteUserBody, response: managedUser });
/** POST /User/invite: Invite a portal user to a customer: an e-mail with a sign-in link to set a password. */
export const invitePortalUser = defineCall<typeof invitePortalUserSchemas>()({
  name: 'invitePortalUser',
  domain: 'users',
  method: 'POST',
  path: '/User/invite',
  permission: MANAGE_USERS,
  summary: 'Invite a portal user to a customer: an e-mail with a sign-in link to set a password',
});
