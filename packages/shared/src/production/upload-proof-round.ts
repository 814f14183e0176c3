import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { jobProofs, proofRoundFields } from './proof-schemas';

export const uploadProofRoundSchemas = () => ({
  params: idParams,
  body: z.custom<FormData>(),
  form: proofRoundFields.extend({ images: z.array(z.file()) }),
  response: jobProofs,
});

/**
 * POST /JobOrders/{id}/proofs (staff): the next proof round, as a multipart form of images (`images`, repeated:
 * renders, CAD views, photos; checked like every upload) and a note. Allowed when the job has no round yet or the
 * customer asked for changes on the latest. The customer's users are told by e-mail, in their language.
 */
export const uploadProofRound = defineCall<typeof uploadProofRoundSchemas>()({
  name: 'uploadProofRound',
  domain: 'production',
  method: 'POST',
  path: '/JobOrders/{id}/proofs',
  permission: 'CP_PRODUCTION:EDIT',
  summary: 'Upload the next proof round of a job order (images and a note) for the customer to approve',
  status: 201,
  multipart: true,
  refusals: { 409: 'The latest round awaits the customer, or the proofs are approved' },
});
