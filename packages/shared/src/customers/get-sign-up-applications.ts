import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { pagedOf } from '../platform/envelope';
import { pagingQuery } from '../platform/paging';
import { signUpApplicationRow, signUpStatus } from './sign-up-schemas';

export const getSignUpApplicationsSchemas = () => ({
  query: pagingQuery(1).extend({
    status: signUpStatus.optional(),
    search: z.string().trim().max(100).optional(),
  }),
  response: pagedOf(signUpApplicationRow),
});

/** GET /Customers/sign-up-applications (staff): newest first, by status, searched by company, name or e-mail. */
export const getSignUpApplications = defineCall<typeof getSignUpApplicationsSchemas>()({
  name: 'getSignUpApplications',
  domain: 'customers',
  method: 'GET',
  path: '/Customers/sign-up-applications',
  permission: 'CP_CUSTOMERS:VIEW',
  summary: 'Sign-up applications, paged',
});
