import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { decedent } from './schemas';

export const getDecedentSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: decedent,
});

/** GET /decedents/{id}: one decedent; another customer's is 404. */
export const getDecedent = defineCall<typeof getDecedentSchemas>()({
  name: 'getDecedent',
  domain: 'decedents',
  method: 'GET',
  path: '/decedents/{id}',
  permission: 'CP_DECEDENTS:VIEW',
  summary: 'One decedent of the caller’s funeral home',
});
