import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { emailField } from './schemas';

export const forgotPasswordSchemas = () => ({
  body: z.object({ email: emailField }),
  response: z.object({ message: z.string() }),
});

/**
 * POST /auth/forgot-password: e-mails a generated password that forces a change after use (spec §5). The answer is
 * the same whether or not the address has an account.
 */
export const forgotPassword = defineCall<typeof forgotPasswordSchemas>()({
  name: 'forgotPassword',
  domain: 'auth',
  method: 'POST',
  path: '/auth/forgot-password',
  permission: 'public',
  summary: 'E-mail a generated password; the user must change it after signing in with it',
});
