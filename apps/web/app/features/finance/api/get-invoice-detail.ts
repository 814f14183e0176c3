import { useQuery } from '@tanstack/react-query';
import { getInvoiceDetail } from '@portal/shared/finance/get-invoice-detail';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

/** GET /api/invoices/{id}: the invoice with its lines, totals, and the payments and credits applied to it. */
export function useInvoiceDetail(id: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getInvoiceDetail, { params: { id: id ?? 0 } }), lang],
    queryFn: ({ signal }) => api.send(getInvoiceDetail, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
}
