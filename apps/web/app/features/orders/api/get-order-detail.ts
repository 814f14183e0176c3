import { useQuery } from '@tanstack/react-query';
import { getJobOrderDetail } from '@portal/shared/orders/get-job-order-detail';
import { getPriceQuoteDetail } from '@portal/shared/orders/get-price-quote-detail';
import { getSalesOrderDetail } from '@portal/shared/orders/get-sales-order-detail';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import type { OrderKind } from '../order-kinds';
import { inLanguage } from './keys';

const DETAILS = { JO: getJobOrderDetail, PQ: getPriceQuoteDetail, SO: getSalesOrderDetail } as const;

/**
 * GET /api/job-orders-extended/{id}/detail, /api/PriceQuotes/{id}/detail, /api/SalesOrders/{id}/detail: customer,
 * addresses, answers, totals, items and the status timeline.
 */
export function useOrderDetail(kind: OrderKind, id: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: inLanguage(DETAILS[kind], { params: { id: id ?? 0 } }, lang),
    queryFn: ({ signal }) => api.send(DETAILS[kind], { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
}
