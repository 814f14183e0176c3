import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';

export const getAuthorizationPdfSchemas = () => ({
  examples: [{ params: { id: 1, authId: 1 } }],
  params: z.object({ id, authId: id }),
  response: z.any().meta({ type: 'string', format: 'binary', description: 'A PDF document' }),
});

/** GET /decedents/{id}/authorizations/{authId}/pdf: the signed authorisation as kept with the decedent. */
export const getAuthorizationPdf = defineCall<typeof getAuthorizationPdfSchemas>()({
  name: 'getAuthorizationPdf',
  domain: 'decedents',
  method: 'GET',
  path: '/decedents/{id}/authorizations/{authId}/pdf',
  permission: 'CP_DECEDENTS:VIEW',
  summary: 'The signed authorisation as a PDF (application/pdf)',
  produces: 'application/pdf',
});
