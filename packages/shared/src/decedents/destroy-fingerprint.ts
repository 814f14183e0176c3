import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { fingerprint } from './schemas';

export const destroyFingerprintSchemas = () => ({
  params: z.object({ id, fingerprintId: id }),
  response: fingerprint,
});

/**
 * POST /decedents/{id}/fingerprints/{fingerprintId}/destroy: destroys a print at once (the family's or the funeral
 * home's wish): the picture and its resized copies leave every storage; the record stays, marked destroyed, for the
 * orders and the access log naming it.
 */
export const destroyFingerprint = defineCall<typeof destroyFingerprintSchemas>()({
  name: 'destroyFingerprint',
  domain: 'decedents',
  method: 'POST',
  path: '/decedents/{id}/fingerprints/{fingerprintId}/destroy',
  permission: 'CP_DECEDENTS:EDIT',
  summary: 'Destroy a print at once, with its resized copies',
  refusals: { 409: 'The print is already destroyed' },
});
