import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { authorizationList } from './custody-schemas';

export const getAuthorizationsSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: authorizationList,
});

/**
 * GET /decedents/{id}/authorizations: the next of kin's authorisations of the decedent (withdrawn ones too), whether
 * its prints may be used now, the statement a new one is signed on, and the retention policy.
 */
export const getAuthorizations = defineCall<typeof getAuthorizationsSchemas>()({
  name: 'getAuthorizations',
  domain: 'decedents',
  method: 'GET',
  path: '/decedents/{id}/authorizations',
  permission: 'CP_DECEDENTS:VIEW',
  summary: 'A decedent’s next-of-kin authorisations, the current statement and the retention policy',
});
