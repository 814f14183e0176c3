import { getCustomerCredits } from '@portal/shared/finance/get-customer-credits';
import type { CallInput } from '@portal/shared/platform/contract';
import { useAppendedPages } from '../../../lib/appended-pages';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

export type CreditListInput = CallInput<typeof getCustomerCredits>['query'];

/** GET /api/CustomerCredit: one page of customer credits (credit memos, prepayments, refunds due), pages from 1. */
export function useCustomerCredits(query: CreditListInput, enabled: boolean) {
  return useAppendedPages({
    queryKey: callKey(getCustomerCredits, { query }),
    firstPageNo: 1,
    fetchPage: (pageNo, signal) => api.send(getCustomerCredits, { query: { ...query, pageNo } }, { signal }),
    enabled,
  });
}
