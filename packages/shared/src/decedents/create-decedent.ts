import { defineCall } from '../platform/contract';
import { createDecedentBody, decedent } from './schemas';

export const createDecedentSchemas = () => ({ body: createDecedentBody, response: decedent });

/** POST /decedents: records a decedent for a funeral home (staff name the customer). */
export const createDecedent = defineCall<typeof createDecedentSchemas>()({
  name: 'createDecedent',
  domain: 'decedents',
  method: 'POST',
  path: '/decedents',
  permission: 'CP_DECEDENTS:EDIT',
  takesIdempotencyKey: true,
  summary: 'Record a decedent for the caller’s funeral home (staff: customerId)',
  status: 201,
});
