import { z } from 'zod';
import { emailField } from '../auth/schemas';
import { defineCall } from '../platform/contract';

export const requestEmailChangeSchemas = () => ({
  body: z.object({
    newEmail: emailField,
    currentPassword: z.string().min(1, 'Enter your current password').max(200),
  }),
  response: z.object({ message: z.string() }),
});

/**
 * POST /User/change-email: the sign-in e-mail changes only when the link sent to the new address is opened; the
 * current password is required, and the answer is the same whether or not the new address already has an account
 * (docs/decisions.md).
 */
export const requestEmailChange = defineCall<typeof requestEmailChangeSchemas>()({
  name: 'requestEmailChange',
  domain: 'users',
  method: 'POST',
  path: '/User/change-email',
  permission: 'CP_MY_PROFILE:EDIT',
  summary: 'Ask to change the sign-in e-mail: a confirmation link is sent to the new address',
});
