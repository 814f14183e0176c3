import { useQuery } from '@tanstack/react-query';
import { getPortalUsersByCustomer as getPortalUsersByCustomerCall } from '@portal/shared/customers/get-portal-users-by-customer';
import type { CallResponse } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

export type PortalUser = CallResponse<typeof getPortalUsersByCustomerCall>[number];

/** GET /api/User/getPortalUsersByCustomerId/{id}: the portal users of a customer (switch user). */
export function getPortalUsersByCustomer(customerId: number): Promise<PortalUser[]> {
  return api.send(getPortalUsersByCustomerCall, { params: { id: customerId } });
}

export function usePortalUsersByCustomer(customerId: number | null) {
  return useQuery({
    queryKey: callKey(getPortalUsersByCustomerCall, { params: { id: customerId ?? 0 } }),
    queryFn: () => getPortalUsersByCustomer(customerId!),
    enabled: customerId !== null,
  });
}
