import { defineCall } from '../platform/contract';
import { approveProofBody, jobProofs, proofRoundParams } from './proof-schemas';

export const approveProofRoundSchemas = () => ({
  params: proofRoundParams,
  body: approveProofBody,
  response: jobProofs,
  examples: [{ params: { id: 1, roundId: 1 }, body: { signatureName: 'Jane Smith' } }],
});

/**
 * POST /JobOrders/{id}/proofs/{roundId}/approve (the customer): approves an open round, signed by the full name typed;
 * the time and the address it came from are kept. An answered round never changes again.
 */
export const approveProofRound = defineCall<typeof approveProofRoundSchemas>()({
  name: 'approveProofRound',
  domain: 'production',
  method: 'POST',
  path: '/JobOrders/{id}/proofs/{roundId}/approve',
  permission: 'CP_JOB_ORDERS:APPROVE',
  summary: 'Approve a proof round, signed with the full name typed',
  refusals: { 409: 'The round was answered already', 403: 'Only the customer signs' },
});
