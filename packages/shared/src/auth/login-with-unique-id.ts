import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { authTokensResponse } from './schemas';

export const loginWithUniqueIdSchemas = () => ({
  body: z.object({ uniqueId: z.string().min(16).max(200) }),
  response: authTokensResponse,
});

/** POST /auth/login-with-unique-id: sign in with a single-use id (used or expired ids are refused alike). */
export const loginWithUniqueId = defineCall<typeof loginWithUniqueIdSchemas>()({
  name: 'loginWithUniqueId',
  domain: 'auth',
  method: 'POST',
  path: '/auth/login-with-unique-id',
  permission: 'public',
  summary: 'Sign in with a single-use id',
  raw: true,
  refusals: {
    401: 'The sign-in link is invalid or has expired',
  },
});
