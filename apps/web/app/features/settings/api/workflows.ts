import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCompanyDetails } from '@portal/shared/reference/get-company-details';
import { getWorkflows } from '@portal/shared/settings/get-workflows';
import { updateCompanyDetails } from '@portal/shared/settings/update-company-details';
import { updateWorkflowStatus } from '@portal/shared/settings/update-workflow-status';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callKey, domainKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

/** GET /api/admin-settings/cp/workflows. */
export function useWorkflows() {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getWorkflows), lang],
    queryFn: () => api.send(getWorkflows, {}, { silent: true }),
  });
}

/** PUT /api/admin-settings/cp/workflows/{workflowCode}/statuses/{statusCode}. */
export function useUpdateWorkflowStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof updateWorkflowStatus>) => api.send(updateWorkflowStatus, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainKey('settings') }),
        queryClient.invalidateQueries({ queryKey: domainKey('reference') }),
      ]),
  });
}

/** GET /api/CPCompanyDetails, fetched afresh for editing (the same cache entry the rest of the app reads). */
export function useCompanyDetails() {
  return useQuery({
    queryKey: callKey(getCompanyDetails),
    queryFn: () => api.send(getCompanyDetails, {}, { silent: true }),
    staleTime: 0,
  });
}

/** PUT /api/admin-settings/cp/company-details; GET /CPCompanyDetails (reference) is refreshed after it. */
export function useUpdateCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof updateCompanyDetails>['body']) =>
      api.send(updateCompanyDetails, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(getCompanyDetails) }),
  });
}
