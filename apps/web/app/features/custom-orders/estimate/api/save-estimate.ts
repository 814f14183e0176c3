import { deleteSavedEstimate } from '@portal/shared/custom-orders/delete-saved-estimate';
import { saveEstimate } from '@portal/shared/custom-orders/save-estimate';
import { sendSavedEstimate } from '@portal/shared/custom-orders/send-saved-estimate';
import { updateSavedEstimate } from '@portal/shared/custom-orders/update-saved-estimate';
import type { CallInput } from '@portal/shared/platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { domainKey } from '../../../../lib/calls';

export type EstimateDraft = CallInput<typeof saveEstimate>['body'];

/** The saved estimates are read again after any write (the list, the one reopened, the custom orders it made). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: domainKey(saveEstimate.domain) });
}

/** POST /api/estimates or PUT /api/estimates/{id}; field errors are left to the form (silent). */
export function useSaveEstimate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: EstimateDraft }) =>
      id === null
        ? api.send(saveEstimate, { body: draft }, { silent: true })
        : api.send(updateSavedEstimate, { params: { id }, body: draft }, { silent: true }),
    onSuccess: refresh,
  });
}

/** DELETE /api/estimates/{id}. */
export function useDeleteSavedEstimate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.send(deleteSavedEstimate, { params: { id } }),
    onSuccess: refresh,
  });
}

/** POST /api/estimates/{id}/send: to the workshop as a custom order (JO) or a price quote (PQ). */
export function useSendSavedEstimate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, as }: { id: number; as: 'JO' | 'PQ' }) =>
      api.send(sendSavedEstimate, { params: { id }, body: { as } }, { silent: true }),
    onSuccess: refresh,
  });
}
