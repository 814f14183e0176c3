import { defineCall } from '../platform/contract';
import { decedentListQuery, decedentPage } from './schemas';

export const getDecedentsSchemas = () => ({ query: decedentListQuery, response: decedentPage });

/** GET /decedents (with filter): one page of decedents, by last name, searched by name, reference and dates. */
export const getDecedents = defineCall<typeof getDecedentsSchemas>()({
  name: 'getDecedents',
  domain: 'decedents',
  method: 'GET',
  path: '/decedents',
  permission: 'CP_DECEDENTS:VIEW',
  summary:
    'Decedents of the caller’s funeral home (staff: every one, or one customer), filtered by name, reference and dates; pageNo from 1',
});
