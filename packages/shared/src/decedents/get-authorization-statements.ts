import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { authorizationStatement } from './custody-schemas';

export const getAuthorizationStatementsSchemas = () => ({
  response: z.array(authorizationStatement),
});

/** GET /authorization-statements (staff): every version of the next of kin's statement, newest first. */
export const getAuthorizationStatements = defineCall<typeof getAuthorizationStatementsSchemas>()({
  name: 'getAuthorizationStatements',
  domain: 'decedents',
  method: 'GET',
  path: '/authorization-statements',
  permission: 'CP_CONFIGURATION:VIEW',
  summary: 'The versions of the next-of-kin authorisation statement, newest first',
});
