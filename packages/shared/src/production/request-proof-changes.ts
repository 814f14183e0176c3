import { defineCall } from '../platform/contract';
import { jobProofs, proofRoundParams, requestProofChangesBody } from './proof-schemas';

export const requestProofChangesSchemas = () => ({
  params: proofRoundParams,
  body: requestProofChangesBody,
  response: jobProofs,
  examples: [{ params: { id: 1, roundId: 1 }, body: { comments: 'A thinner band, please.' } }],
});

/**
 * POST /JobOrders/{id}/proofs/{roundId}/request-changes (the customer): asks for changes on an open round, with
 * comments; staff may then upload the next round. An answered round never changes again.
 */
export const requestProofChanges = defineCall<typeof requestProofChangesSchemas>()({
  name: 'requestProofChanges',
  domain: 'production',
  method: 'POST',
  path: '/JobOrders/{id}/proofs/{roundId}/request-changes',
  permission: 'CP_JOB_ORDERS:EDIT',
  summary: 'Ask for changes on a proof round, with comments (opens the next round for staff)',
  refusals: { 409: 'The round was answered already' },
});
