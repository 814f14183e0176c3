import { recordAuthorization } from '@portal/shared/decedents/record-authorization';
import type { CallInput } from '@portal/shared/platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { decedentKeys } from './keys';

export type AuthorizationDraft = CallInput<typeof recordAuthorization>['body'];

/**
 * POST /api/decedents/{id}/authorizations, once per form submission (its attempt key). Silent: a refused field's
 * message is shown under the field.
 */
export function useRecordAuthorization(decedentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, attemptKey }: { draft: AuthorizationDraft; attemptKey: string }) =>
      api.send(
        recordAuthorization,
        { params: { id: decedentId }, body: draft },
        { silent: true, idempotencyKey: attemptKey },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: decedentKeys.all }),
  });
}
