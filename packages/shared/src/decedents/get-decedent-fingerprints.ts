import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { fingerprint } from './schemas';

export const getDecedentFingerprintsSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(fingerprint),
});

/** GET decedents/{id}/fingerprints: the decedent's prints with their consent, newest first. */
export const getDecedentFingerprints = defineCall<typeof getDecedentFingerprintsSchemas>()({
  name: 'getDecedentFingerprints',
  domain: 'decedents',
  method: 'GET',
  path: '/decedents/{id}/fingerprints',
  permission: 'CP_DECEDENTS:VIEW',
  summary: 'The fingerprints kept for a decedent, with who consented and when',
});
