import { z } from 'zod';
import { defineCall } from '../platform/contract';

export const logoutSchemas = () => ({
  body: z.object({ refreshToken: z.string().max(200).optional() }).optional(),
  response: z.null(),
});

/** POST /auth/logout: ends the session of the access token (and of the refresh token, when one is sent). */
export const logout = defineCall<typeof logoutSchemas>()({
  name: 'logout',
  domain: 'auth',
  method: 'POST',
  path: '/auth/logout',
  permission: '0',
  summary: 'End the session',
  allowDuringPasswordChange: true,
});
