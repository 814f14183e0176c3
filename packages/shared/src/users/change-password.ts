import { z } from 'zod';
import { defineCall } from '../platform/contract';

export const changePasswordSchemas = () => ({
  body: z
    .object({
      currentPassword: z.string().min(1).max(200),
      newPassword: z
        .string()
        .min(10, 'The password needs at least 10 characters')
        .max(200)
        .regex(/[A-Za-z]/, 'The password needs a letter')
        .regex(/[0-9]/, 'The password needs a digit'),
      confirmPassword: z.string().optional(),
    })
    .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, {
      message: 'The passwords do not match',
      path: ['confirmPassword'],
    })
    .describe('`confirmPassword`, when given, must equal `newPassword`.'),
  response: z.object({ message: z.string() }),
});

/** POST /User/ChangePassword: also the forced change after a generated password (spec §5 Forgot password). */
export const changePassword = defineCall<typeof changePasswordSchemas>()({
  name: 'changePassword',
  domain: 'users',
  method: 'POST',
  path: '/User/ChangePassword',
  permission: '0',
  summary: 'Change the password of the signed-in user',
  allowDuringPasswordChange: true,
});
