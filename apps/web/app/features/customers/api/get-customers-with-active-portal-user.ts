import { useQuery } from '@tanstack/react-query';
import { getCustomersWithActivePortalUser as getCustomersWithActivePortalUserCall } from '@portal/shared/customers/get-customers-with-active-portal-user';
import type { CallResponse } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

/** GET /api/Customers/getCustomersWithActivePortalUser (CP_USERS:SWITCH): whom staff can switch to. */
export function getCustomersWithActivePortalUser(): Promise<
  CallResponse<typeof getCustomersWithActivePortalUserCall>
> {
  return api.send(getCustomersWithActivePortalUserCall, {});
}

export function useCustomersWithActivePortalUser(enabled: boolean) {
  return useQuery({
    queryKey: callKey(getCustomersWithActivePortalUserCall),
    queryFn: getCustomersWithActivePortalUser,
    enabled,
  });
}
