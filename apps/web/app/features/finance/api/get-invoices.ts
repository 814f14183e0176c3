import { getInvoices } from '@portal/shared/finance/get-invoices';
import type { CallInput } from '@portal/shared/platform/contract';
import { useAppendedPages } from '../../../lib/appended-pages';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

export type InvoiceListInput = CallInput<typeof getInvoices>['query'];

/**
 * GET /api/invoices: one page of invoices (pages from 1, newest first unless sorted otherwise). The status names come
 * in the page's language, so the key carries it.
 */
export function useInvoices(query: InvoiceListInput, enabled: boolean) {
  const lang = useLang();
  return useAppendedPages({
    queryKey: [...callKey(getInvoices, { query }), lang],
    firstPageNo: 1,
    fetchPage: (pageNo, signal) => api.send(getInvoices, { query: { ...query, pageNo } }, { signal }),
    enabled,
  });
}
