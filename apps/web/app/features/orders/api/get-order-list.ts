import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getJobOrders } from '@portal/shared/orders/get-job-orders';
import { getPriceQuotes } from '@portal/shared/orders/get-price-quotes';
import { getSalesOrders } from '@portal/shared/orders/get-sales-orders';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { listApiQuery, type OrderListFilters } from '../list-query';
import { ORDER_KINDS, type OrderKind } from '../order-kinds';
import { inLanguage } from './keys';

const LISTS = { JO: getJobOrders, PQ: getPriceQuotes, SO: getSalesOrders } as const;
type ListQuery = CallInput<(typeof LISTS)[OrderKind]>['query'];

/** The list call's input for a page: the query listApiQuery builds from the URL's filters (it checked the tab). */
const listInput = (kind: OrderKind, filters: OrderListFilters, pageNo: number, pageSize: number) => ({
  query: listApiQuery(kind, filters, pageNo, pageSize) as ListQuery,
});

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
) {
  return api.send(LISTS[kind], listInput(kind, filters, pageNo, pageSize), { signal });
}

/**
 * spec §4: "Order lists load page by page and are appended, each with a loading flag and page counter." The pages
 * loaded so far stay; the next one is asked for with `fetchNextPage`. The key is the first page's input.
 */
export function useOrderList(kind: OrderKind, filters: OrderListFilters, pageSize: number, enabled = true) {
  const lang = useLang();
  const base = ORDER_KINDS[kind].pageBase;
  return useInfiniteQuery({
    queryKey: inLanguage(LISTS[kind], listInput(kind, filters, base, pageSize), lang),
    queryFn: ({ pageParam, signal }) => getOrderPage(kind, filters, pageParam, pageSize, signal),
    initialPageParam: base as number,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.pagingData.itemCount && last.items.length > 0
        ? last.pagingData.pageNo + 1
        : undefined;
    },
    placeholderData: keepPreviousData,
    // spec §8: a failed load is told at once (a toast and a retry button), not after silent retries.
    retry: false,
    enabled,
  });
}
