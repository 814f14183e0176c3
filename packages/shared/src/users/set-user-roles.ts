import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { MANAGE_USERS, managedUser, roleCode } from './admin-schemas';

export const setUserRolesSchemas = () => ({
  body: z.object({ id, roleCodes: z.array(roleCode).min(1, 'Choose at least one role').max(10) }),
  response: managedUser,
});
/** POST /User/set-roles: Set the roles of a user (a customer administrator gives customer roles only). */
export const setUserRoles = defineCall<typeof setUserRolesSchemas>()({
  name: 'setUserRoles',
  domain: 'users',
  method: 'POST',
  path: '/User/set-roles',
  permission: MANAGE_USERS,
  summary: 'Set the roles of a user (a customer administrator gives customer roles only)',
});
