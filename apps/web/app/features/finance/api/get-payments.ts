import { getPayments } from '@portal/shared/finance/get-payments';
import type { CallInput } from '@portal/shared/platform/contract';
import { useAppendedPages } from '../../../lib/appended-pages';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

export type PaymentListInput = CallInput<typeof getPayments>['query'];

/** GET /api/Payment: one page of payments; spec §9: the page number starts at 0. */
export function usePayments(query: PaymentListInput, enabled: boolean) {
  return useAppendedPages({
    queryKey: callKey(getPayments, { query }),
    firstPageNo: 0,
    fetchPage: (pageNo, signal) => api.send(getPayments, { query: { ...query, pageNo } }, { signal }),
    enabled,
  });
}
