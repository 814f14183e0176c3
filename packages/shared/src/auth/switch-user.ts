import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { authTokensResponse, emailField } from './schemas';
import { id } from '../platform/ids';

export const switchUserSchemas = () => ({
  body: z
    .object({ userId: id.optional(), email: emailField.optional() })
    .refine((b) => b.userId !== undefined || b.email !== undefined, {
      message: 'A user is required',
      path: ['userId'],
    })
    .meta({ anyOf: [{ required: ['userId'] }, { required: ['email'] }] }),
  response: authTokensResponse,
});

/**
 * POST /auth/switchUser: staff act as a portal user (CP_USERS:SWITCH); the impersonator's own id switches back. A new
 * pair without the envelope.
 */
export const switchUser = defineCall<typeof switchUserSchemas>()({
  name: 'switchUser',
  domain: 'auth',
  method: 'POST',
  path: '/auth/switchUser',
  permission: '0',
  summary: 'Staff act as a portal user (CP_USERS:SWITCH), or switch back',
  raw: true,
  refusals: {
    409: 'You are already signed in as this user',
  },
});
