import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { MANAGE_USERS, managedUser } from './admin-schemas';

export const setUserStatusSchemas = () => ({
  body: z.object({ id, status: z.enum(['active', 'blocked']) }),
  response: managedUser,
});
/** POST /User/set-status: Block or unblock a user; a blocked user is signed out at once. */
export const setUserStatus = defineCall<typeof setUserStatusSchemas>()({
  name: 'setUserStatus',
  domain: 'users',
  method: 'POST',
  path: '/User/set-status',
  permission: MANAGE_USERS,
  summary: 'Block or unblock a user; a blocked user is signed out at once',
});
