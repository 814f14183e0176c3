import { destroyFingerprint } from '@portal/shared/decedents/destroy-fingerprint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { decedentKeys } from './keys';

/** POST /api/decedents/{id}/fingerprints/{fingerprintId}/destroy: the print is destroyed at once. */
export function useDestroyFingerprint(decedentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fingerprintId: number) =>
      api.send(destroyFingerprint, { params: { id: decedentId, fingerprintId } }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: decedentKeys.all }),
  });
}
