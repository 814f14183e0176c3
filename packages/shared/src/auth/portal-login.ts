import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { authTokensResponse, EMAIL_MESSAGE, emailField } from './schemas';

export const portalLoginSchemas = () => ({
  examples: [{ body: { email: 'customer@demo.test', password: 'Demo#Customer1' } }],
  /** api-conventions: `{ email, password }`; a `username` field holding the e-mail is accepted too. */
  body: z
    .object({
      email: emailField.optional(),
      username: emailField.optional(),
      password: z.string().min(1, 'Password is required').max(200),
      captchaToken: z.string().max(4000).optional(),
    })
    .refine((b) => b.email !== undefined || b.username !== undefined, {
      message: EMAIL_MESSAGE,
      path: ['email'],
    })
    .meta({ anyOf: [{ required: ['email'] }, { required: ['username'] }] }),
  response: authTokensResponse,
});

/**
 * POST /auth/portal-login: `{ token, refreshToken, user }` without the envelope; 401 wrong credentials, 403 blocked,
 * 429 too many attempts.
 */
export const portalLogin = defineCall<typeof portalLoginSchemas>()({
  name: 'portalLogin',
  domain: 'auth',
  method: 'POST',
  path: '/auth/portal-login',
  permission: 'public',
  summary: 'Sign in with e-mail and password',
  raw: true,
  refusals: {
    401: 'The e-mail or the password is wrong (which one is not told)',
  },
});
