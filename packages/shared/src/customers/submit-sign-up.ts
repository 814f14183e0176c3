import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { signUpBody } from './sign-up-schemas';

export const submitSignUpSchemas = () => ({
  body: signUpBody,
  response: z.object({ message: z.string() }),
});

/**
 * POST /Customers/sign-up: a prospective customer applies from the storefront. The answer is the same whether or not
 * the e-mail already has an account; staff review the application.
 */
export const submitSignUp = defineCall<typeof submitSignUpSchemas>()({
  name: 'submitSignUp',
  domain: 'customers',
  method: 'POST',
  path: '/Customers/sign-up',
  permission: 'public',
  summary: 'Apply to become a customer (storefront sign-up)',
});
