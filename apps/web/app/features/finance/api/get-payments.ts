import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPayments } from '@portal/shared/finance/get-payments';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

export type PaymentListInput = CallInput<typeof getPayments>['query'];

/** GET /api/Payment: one page of payments; spec §9: the page number starts at 0. */
export function usePayments(query: PaymentListInput, enabled: boolean) {
  return useQuery({
    queryKey: callKey(getPayments, { query }),
    queryFn: ({ signal }) => api.send(getPayments, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
