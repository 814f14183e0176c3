import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCustomers as getCustomersCall } from '@portal/shared/customers/get-customers';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

/** A row of GET /api/Customers. */
export type CustomerRow = CallResponse<typeof getCustomersCall>['items'][number];

/** How many matches a picker offers; typing narrows them. */
export const CUSTOMER_PICKER_SIZE = 20;

const pickerInput = (search: string): CallInput<typeof getCustomersCall> => ({
  query: { pageNo: 1, pageSize: CUSTOMER_PICKER_SIZE, search: search.trim() || undefined },
});

/** GET /api/Customers (CP_CUSTOMERS:VIEW): customers whose name or account number contains `search`. */
export function getCustomers(search: string): Promise<CallResponse<typeof getCustomersCall>> {
  return api.send(getCustomersCall, pickerInput(search));
}

export function useCustomers(search: string, enabled = true) {
  return useQuery({
    queryKey: callKey(getCustomersCall, pickerInput(search)),
    queryFn: () => getCustomers(search),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
