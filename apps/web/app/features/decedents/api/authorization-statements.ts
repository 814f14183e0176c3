import { addAuthorizationStatement } from '@portal/shared/decedents/add-authorization-statement';
import { getAuthorizationStatements } from '@portal/shared/decedents/get-authorization-statements';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callQuery } from '../../../lib/calls';
import { decedentKeys } from './keys';

export type StatementVersion = CallResponse<typeof getAuthorizationStatements>[number];
export type StatementDraft = CallInput<typeof addAuthorizationStatement>['body'];

/** GET /api/authorization-statements (staff): every version, newest first. */
export const useStatementVersions = () => useQuery(callQuery(getAuthorizationStatements, {}));

/** POST /api/authorization-statements: a new version; silent, a refused text is shown under its field. */
export function useAddStatementVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: StatementDraft) =>
      api.send(addAuthorizationStatement, { body: draft }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: decedentKeys.all }),
  });
}
