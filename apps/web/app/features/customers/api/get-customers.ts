import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { customerKeys } from './keys';

/** A row of GET /api/Customers. */
export interface CustomerRow {
  id: number;
  accountNumber: string;
  name: string;
  customerTypeId: number | null;
  customerTypeName: string | null;
  email: string | null;
  phone: string | null;
  isActive: boolean;
}

interface CustomerPage {
  items: CustomerRow[];
  pagingData: { itemCount: number; pageNo: number; pageSize: number };
}

/** How many matches a picker offers; typing narrows them. */
export const CUSTOMER_PICKER_SIZE = 20;

/** GET /api/Customers (CP_CUSTOMERS:VIEW): customers whose name or account number contains `search`. */
export function getCustomers(search: string): Promise<CustomerPage> {
  return api.get<CustomerPage>('/api/Customers', {
    query: { pageNo: 1, pageSize: CUSTOMER_PICKER_SIZE, search: search.trim() || undefined },
  });
}

export function useCustomers(search: string, enabled = true) {
  return useQuery({
    queryKey: customerKeys.list(search.trim()),
    queryFn: () => getCustomers(search),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
