import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { fingerprint, fingerprintUploadFields } from './schemas';

export const uploadFingerprintSchemas = () => ({
  params: idParams,
  body: z.custom<FormData>(),
  form: fingerprintUploadFields.extend({ file: z.file().describe('The fingerprint picture') }),
  response: fingerprint,
});

/**
 * POST /decedents/{id}/fingerprints: a fingerprint picture (multipart `file`, with the fields of
 * `fingerprintUploadFields`). Consent must be given; the picture is checked (an image by its content, size, contrast,
 * sharpness) and a refused one is answered with the reason in the caller's language and nothing is kept.
 */
export const uploadFingerprint = defineCall<typeof uploadFingerprintSchemas>()({
  name: 'uploadFingerprint',
  domain: 'decedents',
  method: 'POST',
  path: '/decedents/{id}/fingerprints',
  permission: 'CP_DECEDENTS:EDIT',
  takesIdempotencyKey: true,
  summary: 'Add a fingerprint with the consent given for it (multipart file, label, consentGivenBy, consent)',
  multipart: true,
  status: 201,
  refusals: {
    409: 'The decedent is archived',
  },
});
