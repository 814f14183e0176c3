import { defineCall } from '../platform/contract';
import { managedUser, userIdBody, VIEW_USERS } from './admin-schemas';

export const getUserByIdSchemas = () => ({ body: userIdBody, response: managedUser });
/** POST /User/get-by-id: A user with its roles and customers (a customer administrator: its own users only). */
export const getUserById = defineCall<typeof getUserByIdSchemas>()({
  name: 'getUserById',
  domain: 'users',
  method: 'POST',
  path: '/User/get-by-id',
  permission: VIEW_USERS,
  summary: 'A user with its roles and customers (a customer administrator: its own users only)',
});
