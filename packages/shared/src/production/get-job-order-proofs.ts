import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { jobProofs } from './proof-schemas';

export const getJobOrderProofsSchemas = () => ({
  params: idParams,
  response: jobProofs,
  examples: [{ params: { id: 1 } }],
});

/**
 * GET /JobOrders/{id}/proofs: the job's proof rounds, newest first, with their images and the customer's answers, and
 * the deposit its stages ask for. A customer reads only its own jobs (another's is not found).
 */
export const getJobOrderProofs = defineCall<typeof getJobOrderProofsSchemas>()({
  name: 'getJobOrderProofs',
  domain: 'production',
  method: 'GET',
  path: '/JobOrders/{id}/proofs',
  permission: ['CP_JOB_ORDERS:VIEW', 'CP_PRODUCTION:VIEW'],
  summary: "A job order's proof rounds with their images, approvals and comments, and its deposit",
});
