import { defineCall } from '../platform/contract';
import { authorizationStatement, authorizationStatementBody } from './custody-schemas';

export const addAuthorizationStatementSchemas = () => ({
  body: authorizationStatementBody,
  response: authorizationStatement,
});

/**
 * POST /authorization-statements (staff): a new version of the statement in both languages. New authorisations are
 * signed on it; those signed before keep the text they were shown.
 */
export const addAuthorizationStatement = defineCall<typeof addAuthorizationStatementSchemas>()({
  name: 'addAuthorizationStatement',
  domain: 'decedents',
  method: 'POST',
  path: '/authorization-statements',
  permission: 'CP_CONFIGURATION:EDIT',
  status: 201,
  summary: 'Add a version of the next-of-kin authorisation statement (English and French)',
});
