import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { authTokensResponse } from './schemas';

export const refreshTokenSchemas = () => ({
  /** spec §7: the payload field `token` holds the stored token without the Bearer prefix. */
  body: z
    .object({
      refreshToken: z.string().min(10).max(200).optional(),
      token: z.string().min(10).max(4000).optional(),
    })
    .refine((b) => b.refreshToken !== undefined || b.token !== undefined, {
      message: 'Refresh token is required',
      path: ['refreshToken'],
    })
    .meta({ anyOf: [{ required: ['refreshToken'] }, { required: ['token'] }] }),
  response: authTokensResponse,
});

/** POST /auth/refreshtoken: the refresh token rotated, a new access token, without the envelope. */
export const refreshToken = defineCall<typeof refreshTokenSchemas>()({
  name: 'refreshToken',
  domain: 'auth',
  method: 'POST',
  path: '/auth/refreshtoken',
  permission: 'public',
  summary: 'Rotate the refresh token and get a new access token',
  raw: true,
  refusals: {
    401: 'The refresh token is unknown, expired or revoked',
  },
});
