import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { proofRoundParams } from './proof-schemas';

export const printProofApprovalSchemas = () => ({
  examples: [{ params: { id: 1, roundId: 1 } }],
  params: proofRoundParams,
  response: z.any().meta({ type: 'string', format: 'binary', description: 'A PDF document' }),
});

/**
 * GET /JobOrders/{id}/proofs/{roundId}/approval.pdf: the record of an approved round as a PDF: the job, the round and
 * its note, the signature typed, when and from which address. A round not approved has no approval (404).
 */
export const printProofApproval = defineCall<typeof printProofApprovalSchemas>()({
  name: 'printProofApproval',
  domain: 'production',
  method: 'GET',
  path: '/JobOrders/{id}/proofs/{roundId}/approval.pdf',
  permission: ['CP_JOB_ORDERS:VIEW', 'CP_PRODUCTION:VIEW'],
  summary: "A proof round's signed approval as a PDF (application/pdf)",
  produces: 'application/pdf',
});
