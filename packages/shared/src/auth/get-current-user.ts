import { defineCall } from '../platform/contract';
import { authUser } from './schemas';

export const getCurrentUserSchemas = () => ({ response: authUser });

/** GET /auth/user: the signed-in user with permissions, scope and available modules (also while a change is due). */
export const getCurrentUser = defineCall<typeof getCurrentUserSchemas>()({
  name: 'getCurrentUser',
  domain: 'auth',
  method: 'GET',
  path: '/auth/user',
  permission: '0',
  summary: 'The signed-in user with permissions, scope and available modules',
  allowDuringPasswordChange: true,
});
