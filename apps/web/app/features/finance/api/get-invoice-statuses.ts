import { useQuery } from '@tanstack/react-query';
import { getInvoiceStatuses } from '@portal/shared/reference/get-invoice-statuses';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

/** GET /api/EntityStatus/invoiceStatuses: the statuses an invoice can have, named in the page's language. */
export function useInvoiceStatuses() {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getInvoiceStatuses), lang],
    queryFn: () => api.send(getInvoiceStatuses, {}, { silent: true }),
    staleTime: 10 * 60_000,
  });
}
