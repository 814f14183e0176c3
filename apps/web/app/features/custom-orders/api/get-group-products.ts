import type { ProductListItem } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { customOrderKeys } from './keys';

export interface GroupProductPage {
  items: ProductListItem[];
  pagingData: { itemCount: number; pageNo: number; pageSize: number };
}

/** Cards per page of the item-type picker. */
export const GROUP_PAGE_SIZE = 12;

export interface GroupProductQuery {
  itemGroupID: number;
  search: string;
  pageNo: number;
}

/**
 * GET /api/productCategories/products?itemGroupID=: the item types of a group with their pictures and prices, searched
 * and paged on the server. The group's own list (get-item-types) has neither pictures nor paging.
 */
export function getGroupProducts(query: GroupProductQuery): Promise<GroupProductPage> {
  const search = query.search.trim();
  return api.get<GroupProductPage>('/api/productCategories/products', {
    query: {
      itemGroupID: query.itemGroupID,
      pageNo: query.pageNo,
      pageSize: GROUP_PAGE_SIZE,
      filters: search ? JSON.stringify({ search }) : undefined,
    },
  });
}

export function useGroupProducts(query: GroupProductQuery | null) {
  const lang = useLang();
  return useQuery({
    queryKey: customOrderKeys.groupProducts(query ?? { itemGroupID: 0, search: '', pageNo: 1 }, lang),
    queryFn: () => getGroupProducts(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
