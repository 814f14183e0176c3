import { useQuery } from '@tanstack/react-query';
import { getCustomerAddresses as getCustomerAddressesCall } from '@portal/shared/customers/get-customer-addresses';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

/** A saved address of the customer: kind is billing, shipping or sell_to. */
export type CustomerAddress = CallResponse<typeof getCustomerAddressesCall>[number];

const addressesInput = (customerId: number | null): CallInput<typeof getCustomerAddressesCall> => ({
  query: { customerId: customerId ?? undefined },
});

/** GET /api/customers/getCustomerAddresses: the active customer's addresses; staff ask for the cart's customer. */
export function getCustomerAddresses(customerId: number | null): Promise<CustomerAddress[]> {
  return api.send(getCustomerAddressesCall, addressesInput(customerId), { silent: true });
}

/**
 * The addresses of the cart's customer; only staff name the customer, a customer's own need no id (a switch of
 * customer starts a new session, which drops the cache).
 */
export function useCustomerAddresses(customerId: number, asStaff: boolean) {
  const asked = asStaff ? customerId : null;
  return useQuery({
    queryKey: callKey(getCustomerAddressesCall, addressesInput(asked)),
    queryFn: () => getCustomerAddresses(asked),
  });
}
