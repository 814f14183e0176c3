import type { CustomerSummary } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { customerKeys } from './keys';

/** GET /api/Customers/getCustomersWithActivePortalUser (CP_USERS:SWITCH): whom staff can switch to. */
export function getCustomersWithActivePortalUser(): Promise<CustomerSummary[]> {
  return api.get<CustomerSummary[]>('/api/Customers/getCustomersWithActivePortalUser');
}

export function useCustomersWithActivePortalUser(enabled: boolean) {
  return useQuery({
    queryKey: customerKeys.withActivePortalUser(),
    queryFn: getCustomersWithActivePortalUser,
    enabled,
  });
}
