import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { cartKeys } from './keys';

/** A saved address of the customer: kind is billing, shipping or sell_to. */
export interface CustomerAddress {
  id: number;
  kind: string;
  name: string | null;
  line1: string;
  line2: string | null;
  city: string;
  zip: string | null;
  stateId: number | null;
  stateName: string | null;
  countryId: number;
  countryCode: string;
  countryName: string;
  phone: string | null;
  isDefault: boolean;
}

/** GET /api/customers/getCustomerAddresses: the active customer's addresses; staff ask for the cart's customer. */
export function getCustomerAddresses(customerId: number | null): Promise<CustomerAddress[]> {
  return api.get<CustomerAddress[]>('/api/customers/getCustomerAddresses', {
    query: { customerId: customerId ?? undefined },
    silent: true,
  });
}

/** The addresses of the cart's customer; only staff name the customer, a customer's own need no id. */
export function useCustomerAddresses(customerId: number, asStaff: boolean) {
  return useQuery({
    queryKey: cartKeys.customerAddresses(customerId),
    queryFn: () => getCustomerAddresses(asStaff ? customerId : null),
  });
}
