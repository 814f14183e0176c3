import { getCategoryProducts } from '@portal/shared/catalog/get-category-products';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

export type GroupProductPage = CallResponse<typeof getCategoryProducts>;

/** Cards per page of the item-type picker. */
export const GROUP_PAGE_SIZE = 12;

export interface GroupProductQuery {
  itemGroupID: number;
  search: string;
  pageNo: number;
}

const inputOf = (query: GroupProductQuery): CallInput<typeof getCategoryProducts> => {
  const search = query.search.trim();
  return {
    query: {
      itemGroupID: query.itemGroupID,
      pageNo: query.pageNo,
      pageSize: GROUP_PAGE_SIZE,
      filters: search ? JSON.stringify({ search }) : undefined,
    },
  };
};

/**
 * GET /api/productCategories/products?itemGroupID=: the item types of a group with their pictures and prices, searched
 * and paged on the server. The group's own list (get-item-types) has neither pictures nor paging.
 */
export function getGroupProducts(query: GroupProductQuery): Promise<GroupProductPage> {
  return api.send(getCategoryProducts, inputOf(query));
}

export function useGroupProducts(query: GroupProductQuery | null) {
  const lang = useLang();
  return useQuery({
    queryKey: [
      ...callKey(getCategoryProducts, inputOf(query ?? { itemGroupID: 0, search: '', pageNo: 1 })),
      lang,
    ],
    queryFn: () => getGroupProducts(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
