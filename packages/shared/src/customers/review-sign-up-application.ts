import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { signUpApplication } from './sign-up-schemas';

export const approveSignUpApplicationSchemas = () => ({
  params: idParams,
  body: z.object({
    /** The new customer's account number; the next free `C…` number when left out. */
    accountNumber: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{2,20}$/, 'Account number: 2 to 20 letters, digits or dashes')
      .optional(),
  }),
  response: signUpApplication,
});

/**
 * POST /Customers/sign-up-applications/{id}/approve (staff): the application becomes a customer with its addresses
 * and its contact person, and the applicant its first portal user (customer administrator), who is e-mailed an
 * invitation with a temporary password to change at first sign-in.
 */
export const approveSignUpApplication = defineCall<typeof approveSignUpApplicationSchemas>()({
  name: 'approveSignUpApplication',
  domain: 'customers',
  method: 'POST',
  path: '/Customers/sign-up-applications/{id}/approve',
  permission: 'CP_CUSTOMERS:EDIT',
  summary: 'Approve a sign-up application into a customer and its first portal user',
  refusals: {
    409: 'The application was already reviewed, or its e-mail or account number is taken',
  },
});

export const declineSignUpApplicationSchemas = () => ({
  params: idParams,
  body: z.object({ reason: z.string().trim().max(1000).optional() }),
  response: signUpApplication,
});

/** POST /Customers/sign-up-applications/{id}/decline (staff): the applicant is told so by a polite e-mail. */
export const declineSignUpApplication = defineCall<typeof declineSignUpApplicationSchemas>()({
  name: 'declineSignUpApplication',
  domain: 'customers',
  method: 'POST',
  path: '/Customers/sign-up-applications/{id}/decline',
  permission: 'CP_CUSTOMERS:EDIT',
  summary: 'Decline a sign-up application; the applicant is told by e-mail',
  refusals: {
    409: 'The application was already reviewed',
  },
});
