import { getDecedentFingerprints as getFingerprintsCall } from '@portal/shared/decedents/get-decedent-fingerprints';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { decedentKeys } from './keys';

export type FingerprintRow = CallResponse<typeof getFingerprintsCall>[number];

/** GET /api/decedents/{id}/fingerprints. */
export function useDecedentFingerprints(decedentId: number | null) {
  return useQuery({
    queryKey: decedentKeys.fingerprints(decedentId ?? 0),
    queryFn: ({ signal }) => api.send(getFingerprintsCall, { params: { id: decedentId! } }, { signal }),
    enabled: decedentId !== null,
  });
}
