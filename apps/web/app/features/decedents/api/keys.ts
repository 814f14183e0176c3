import { callKey, domainKey } from '../../../lib/calls';
import { getDecedentFingerprints } from '@portal/shared/decedents/get-decedent-fingerprints';

export const decedentKeys = {
  /** Everything cached for decedents: read again after any write. */
  all: domainKey('decedents'),
  fingerprints: (decedentId: number) => callKey(getDecedentFingerprints, { params: { id: decedentId } }),
};
