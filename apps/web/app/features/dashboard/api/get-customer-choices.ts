import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCustomers } from '@portal/shared/customers/get-customers';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

const choicesInput = (search: string): CallInput<typeof getCustomers> => ({
  query: { pageNo: 1, pageSize: 20, search: search.trim() || undefined },
});

/** GET /api/Customers (staff, CP_CUSTOMERS:VIEW): the customers a staff member may narrow the dashboard to. */
export function useCustomerChoices(search: string, enabled: boolean) {
  return useQuery({
    queryKey: callKey(getCustomers, choicesInput(search)),
    queryFn: ({ signal }) => api.send(getCustomers, choicesInput(search), { signal, silent: true }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
