import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSignUpApplication } from '@portal/shared/customers/get-sign-up-application';
import { getSignUpApplications } from '@portal/shared/customers/get-sign-up-applications';
import {
  approveSignUpApplication,
  declineSignUpApplication,
} from '@portal/shared/customers/review-sign-up-application';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callQuery, domainKey } from '../../../lib/calls';

/** GET /api/Customers/sign-up-applications (staff). */
export function useSignUpApplications(query: CallInput<typeof getSignUpApplications>['query']) {
  return useQuery({ ...callQuery(getSignUpApplications, { query }), placeholderData: keepPreviousData });
}

/** GET /api/Customers/sign-up-applications/{id} (staff). */
export function useSignUpApplication(id: number | null) {
  return useQuery({
    ...callQuery(getSignUpApplication, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** After a review: the applications and the customers (a new one) are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: domainKey('customers') });
}

/** POST .../approve: a customer and its first portal user, invited by e-mail. */
export function useApproveApplication() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; accountNumber?: string }) =>
      api.send(approveSignUpApplication, {
        params: { id: input.id },
        body: input.accountNumber ? { accountNumber: input.accountNumber } : {},
      }),
    onSuccess: refresh,
  });
}

/** POST .../decline: the applicant is told by e-mail. */
export function useDeclineApplication() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; reason?: string }) =>
      api.send(declineSignUpApplication, {
        params: { id: input.id },
        body: input.reason ? { reason: input.reason } : {},
      }),
    onSuccess: refresh,
  });
}
