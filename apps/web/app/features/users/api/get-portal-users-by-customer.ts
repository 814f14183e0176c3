import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { userKeys } from './keys';

export interface PortalUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  status: string;
}

/** GET /api/User/getPortalUsersByCustomerId/{id}: the portal users of a customer (switch user). */
export function getPortalUsersByCustomer(customerId: number): Promise<PortalUser[]> {
  return api.get<PortalUser[]>(`/api/User/getPortalUsersByCustomerId/${customerId}`);
}

export function usePortalUsersByCustomer(customerId: number | null) {
  return useQuery({
    queryKey: userKeys.portalUsersOfCustomer(customerId ?? 0),
    queryFn: () => getPortalUsersByCustomer(customerId!),
    enabled: customerId !== null,
  });
}
