import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getContactPersons } from '@portal/shared/customers/get-contact-persons';
import { getCustomerAddresses } from '@portal/shared/customers/get-customer-addresses';
import { getCustomerTypes } from '@portal/shared/customers/get-customer-types';
import { getCustomers } from '@portal/shared/customers/get-customers';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callKey, callQuery } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

/** GET /api/Customers (staff): one page of the customers grid. */
export function useCustomerGrid(query: CallInput<typeof getCustomers>['query']) {
  return useQuery({ ...callQuery(getCustomers, { query }), placeholderData: keepPreviousData });
}

/** GET /api/CustomerTypes, for the grid's type filter (named in the page's language). */
export function useCustomerTypes() {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getCustomerTypes), lang],
    queryFn: () => api.send(getCustomerTypes, {}, { silent: true }),
    staleTime: 60 * 60_000,
  });
}

/** The contact persons and addresses of one customer (staff name it). */
export function useCustomerContacts(customerId: number) {
  return useQuery(callQuery(getContactPersons, { query: { customerId } }));
}

export function useCustomerAddresses(customerId: number) {
  return useQuery(callQuery(getCustomerAddresses, { query: { customerId } }));
}
