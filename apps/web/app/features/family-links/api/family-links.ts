import { createFamilyLink } from '@portal/shared/family-links/create-family-link';
import { getFamilyLinks } from '@portal/shared/family-links/get-family-links';
import { revokeFamilyLink } from '@portal/shared/family-links/revoke-family-link';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callQuery, domainKey } from '../../../lib/calls';

export type FamilyLinkRow = CallResponse<typeof getFamilyLinks>[number];
export type FamilyLinkDraft = CallInput<typeof createFamilyLink>['body'];

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: domainKey('family-links') });
};

/** GET /api/decedents/{id}/family-links. */
export const useFamilyLinks = (decedentId: number) =>
  useQuery(callQuery(getFamilyLinks, { params: { id: decedentId } }));

/** POST /api/decedents/{id}/family-links, once per form submission (its attempt key); field errors go to the form. */
export function useCreateFamilyLink(decedentId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ draft, attemptKey }: { draft: FamilyLinkDraft; attemptKey: string }) =>
      api.send(
        createFamilyLink,
        { params: { id: decedentId }, body: draft },
        { silent: true, idempotencyKey: attemptKey },
      ),
    onSuccess: refresh,
  });
}

/** DELETE /api/family-links/{id}. */
export function useRevokeFamilyLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.send(revokeFamilyLink, { params: { id } }),
    onSuccess: refresh,
  });
}
