import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { ORDER_KINDS, type OrderKind } from '../order-kinds';
import { orderKeys } from './keys';
import type { OrderDetail } from './order-types';

/**
 * GET /api/job-orders-extended/{id}/detail, /api/PriceQuotes/{id}/detail, /api/SalesOrders/{id}/detail: customer,
 * addresses, answers, totals, items and the status timeline.
 */
export function getOrderDetail(kind: OrderKind, id: number): Promise<OrderDetail> {
  return api.get<OrderDetail>(ORDER_KINDS[kind].detailUrl(id));
}

export function useOrderDetail(kind: OrderKind, id: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: orderKeys.detail(kind, id ?? 0, lang),
    queryFn: () => getOrderDetail(kind, id!),
    enabled: id !== null,
  });
}
