import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { authorization, withdrawAuthorizationBody } from './custody-schemas';

export const withdrawAuthorizationSchemas = () => ({
  params: z.object({ id, authId: id }),
  body: withdrawAuthorizationBody,
  response: authorization,
});

/**
 * POST /decedents/{id}/authorizations/{authId}/withdraw: the next of kin withdraws the authorisation. The decedent's
 * prints are locked at once (never served nor used again) and destroyed by the retention job's next run.
 */
export const withdrawAuthorization = defineCall<typeof withdrawAuthorizationSchemas>()({
  name: 'withdrawAuthorization',
  domain: 'decedents',
  method: 'POST',
  path: '/decedents/{id}/authorizations/{authId}/withdraw',
  permission: 'CP_DECEDENTS:EDIT',
  summary: 'Withdraw an authorisation: the decedent’s prints are locked and scheduled for destruction',
  refusals: { 409: 'The authorisation is already withdrawn' },
});
