import { withdrawAuthorization } from '@portal/shared/decedents/withdraw-authorization';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { decedentKeys } from './keys';

/** POST /api/decedents/{id}/authorizations/{authId}/withdraw: the prints are locked (they are read again). */
export function useWithdrawAuthorization(decedentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ authId, reason }: { authId: number; reason: string }) =>
      api.send(
        withdrawAuthorization,
        { params: { id: decedentId, authId }, body: { reason: reason || undefined } },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: decedentKeys.all }),
  });
}
