import { useQuery } from '@tanstack/react-query';
import { getCustomerCredits } from '@portal/shared/finance/get-customer-credits';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { toCents } from '../amounts';

/** The most open credits one page brings (the API's page size limit); a customer holds far fewer. */
const OPEN_CREDITS_PAGE = 200;

/**
 * GET /api/CustomerCredit with only the open credits: what the paying customer can still pay with, in one currency,
 * in cents (the pay dialog offers them; the server checks them again when paying). Staff ask for that customer's.
 */
export function useAvailableCredits(
  { customerId, currencyCode, isStaff }: { customerId: number; currencyCode: string; isStaff: boolean },
  enabled: boolean,
) {
  const query = {
    pageNo: 1,
    pageSize: OPEN_CREDITS_PAGE,
    filters: JSON.stringify(isStaff ? { openOnly: true, customerId } : { openOnly: true }),
  };
  return useQuery({
    queryKey: callKey(getCustomerCredits, { query }),
    queryFn: ({ signal }) => api.send(getCustomerCredits, { query }, { signal, silent: true }),
    select: (page) =>
      page.items
        .filter((credit) => credit.currencyCode === currencyCode && credit.customerId === customerId)
        .reduce((sum, credit) => sum + toCents(credit.balance), 0),
    enabled,
  });
}
