import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listCustomerMetalReceipts } from '@portal/shared/metal/list-customer-metal-receipts';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { inLanguage } from './keys';

/** GET /api/customer-metal-receipts: the metal received and credited, newest first (one customer, or everyone's). */
export function useCustomerMetalReceipts(query: CallInput<typeof listCustomerMetalReceipts>['query']) {
  const lang = useLang();
  const input = { query };
  return useQuery({
    queryKey: inLanguage(listCustomerMetalReceipts, input, lang),
    queryFn: ({ signal }) => api.send(listCustomerMetalReceipts, input, { signal }),
    placeholderData: keepPreviousData,
  });
}
