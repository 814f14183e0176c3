import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@portal/shared/platform/contract';
import { getUserHistory } from '@portal/shared/users/get-user-history';
import { invitePortalUser } from '@portal/shared/users/invite-portal-user';
import { linkUserCustomer } from '@portal/shared/users/link-user-customer';
import { setUserRoles } from '@portal/shared/users/set-user-roles';
import { setUserStatus } from '@portal/shared/users/set-user-status';
import { api } from '../../../lib/browser-api';
import { callKey, domainKey } from '../../../lib/calls';

/** After a change: the customer's users (cached under the customers domain) are read again. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: domainKey('customers') });
}

/** POST /api/User/set-status: block (the user's sessions end at once) or unblock. */
export function useSetUserStatus() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: CallInput<typeof setUserStatus>['body']) => api.send(setUserStatus, { body }),
    onSuccess: refresh,
  });
}

/** POST /api/User/set-roles. */
export function useSetUserRoles() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: CallInput<typeof setUserRoles>['body']) => api.send(setUserRoles, { body }),
    onSuccess: refresh,
  });
}

/** POST /api/User/invite: field errors are left to the form (silent). */
export function useInvitePortalUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: CallInput<typeof invitePortalUser>['body']) =>
      api.send(invitePortalUser, { body }, { silent: true }),
    onSuccess: refresh,
  });
}

/** GET /api/User/history/{id} (staff). */
export function useUserHistory(userId: number | null) {
  return useQuery({
    queryKey: callKey(getUserHistory, { params: { id: userId ?? 0 } }),
    queryFn: () => api.send(getUserHistory, { params: { id: userId! } }),
    enabled: userId !== null,
  });
}

/** POST /api/User/link-customer (staff): a portal user acts for one more customer, or one fewer (it keeps one). */
export function useLinkUserCustomer() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: CallInput<typeof linkUserCustomer>['body']) => api.send(linkUserCustomer, { body }),
    onSuccess: refresh,
  });
}
