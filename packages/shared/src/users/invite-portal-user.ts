import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { inviteUserBody, MANAGE_USERS } from './admin-schemas';

/**
 * The answer is a message only, the same whether or not the e-mail already has an account: echoing the user would tell
 * the inviter that an address it typed belongs to someone (docs/decisions.md).
 */
export const invitePortalUserSchemas = () => ({
  body: inviteUserBody,
  response: z.object({ message: z.string() }),
});
/** POST /User/invite: Invite a portal user to a customer: an e-mail with a sign-in link to set a password. */
export const invitePortalUser = defineCall<typeof invitePortalUserSchemas>()({
  name: 'invitePortalUser',
  domain: 'users',
  method: 'POST',
  path: '/User/invite',
  permission: MANAGE_USERS,
  summary: 'Invite a portal user to a customer: an e-mail with a sign-in link to set a password',
  refusals: {
    409: 'This e-mail already has an account: link it to the customer instead',
  },
});
