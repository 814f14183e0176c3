import { z } from 'zod';
import { defineCall } from '../platform/contract';

export const confirmEmailChangeSchemas = () => ({
  body: z.object({ token: z.string().trim().min(1).max(200) }),
  response: z.object({ email: z.string() }),
});

/**
 * POST /User/confirm-email: the link of the confirmation mail; public, the token proves the new mailbox. An unknown,
 * used or expired token is answered 404; an address taken since the request 409.
 */
export const confirmEmailChange = defineCall<typeof confirmEmailChangeSchemas>()({
  name: 'confirmEmailChange',
  domain: 'users',
  method: 'POST',
  path: '/User/confirm-email',
  permission: 'public',
  summary: 'Confirm a change of the sign-in e-mail with the link sent to the new address',
  refusals: {
    404: 'The link is unknown, already used or expired',
    409: 'The new address has been taken since the change was asked',
  },
});
