import { archiveDecedent } from '@portal/shared/decedents/archive-decedent';
import { createDecedent } from '@portal/shared/decedents/create-decedent';
import { updateDecedent } from '@portal/shared/decedents/update-decedent';
import type { CallInput } from '@portal/shared/platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { decedentKeys } from './keys';

export type DecedentDraft = CallInput<typeof createDecedent>['body'];

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: decedentKeys.all });
}

/** POST /api/decedents or PUT /api/decedents/{id}; field errors are left to the form (silent). */
export function useSaveDecedent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: DecedentDraft }) =>
      id === null
        ? api.send(createDecedent, { body: draft }, { silent: true })
        : api.send(updateDecedent, { params: { id }, body: draft }, { silent: true }),
    onSuccess: refresh,
  });
}

/** POST /api/decedents/{id}/archive. */
export function useArchiveDecedent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      api.send(archiveDecedent, { params: { id }, body: { archived } }),
    onSuccess: refresh,
  });
}
