import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { listApiQuery, type OrderListFilters } from '../list-query';
import { ORDER_KINDS, type OrderKind } from '../order-kinds';
import { orderKeys } from './keys';
import type { OrderPage } from './order-types';

/**
 * GET /api/JobOrders/job-orders (pages from 0), /api/PriceQuotes and /api/SalesOrders (pages from 1): one page of a
 * list.
 */
export function getOrderPage(
  kind: OrderKind,
  filters: OrderListFilters,
  pageNo: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<OrderPage> {
  return api.get<OrderPage>(ORDER_KINDS[kind].listUrl, {
    query: listApiQuery(kind, filters, pageNo, pageSize),
    signal,
  });
}

/**
 * spec §4: "Order lists load page by page and are appended, each with a loading flag and page counter." The pages
 * loaded so far stay; the next one is asked for with `fetchNextPage`.
 */
export function useOrderList(kind: OrderKind, filters: OrderListFilters, pageSize: number, enabled = true) {
  const lang = useLang();
  const base = ORDER_KINDS[kind].pageBase;
  return useInfiniteQuery({
    queryKey: orderKeys.list(kind, filters, pageSize, lang),
    queryFn: ({ pageParam, signal }) => getOrderPage(kind, filters, pageParam, pageSize, signal),
    initialPageParam: base as number,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.pagingData.itemCount && last.items.length > 0
        ? last.pagingData.pageNo + 1
        : undefined;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
