import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { decedent, decedentFields } from './schemas';

export const updateDecedentSchemas = () => ({ params: idParams, body: decedentFields, response: decedent });

/** PUT /decedents/{id}: corrects the name, dates, reference or notes. */
export const updateDecedent = defineCall<typeof updateDecedentSchemas>()({
  name: 'updateDecedent',
  domain: 'decedents',
  method: 'PUT',
  path: '/decedents/{id}',
  permission: 'CP_DECEDENTS:EDIT',
  summary: 'Change a decedent’s name, dates, reference or notes',
});
