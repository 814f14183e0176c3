import { getCategoryProducts as getCategoryProductsCall } from '@portal/shared/catalog/get-category-products';
import type { CallInput } from '@portal/shared/platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../../lib/calls';
import { useLang } from '../../../../lib/i18n/use-lang';
import { getCategoryProducts } from '../../api/get-category-products';

/** The grid's sortable columns and the API's sort names (`filters.sort`). */
export const PRODUCT_SORT_FIELDS: Record<string, string> = { code: 'code', name: 'name', price: 'price' };

/** The back office's product grid: its query, sent as the storefront listing's call (a page of a category's products). */
export interface ProductQuery {
  categoryId: number | null;
  pageNo: number;
  pageSize: number;
  /** 'name', 'price' or 'code', with '-' in front for descending; '' for the best matches of a search first. */
  sort: string;
  /** Code, name or description words ('' for none). */
  search: string;
}

const inputOf = (query: ProductQuery): CallInput<typeof getCategoryProductsCall> => ({
  query: {
    categoryId: query.categoryId ?? undefined,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    filters: JSON.stringify(
      query.sort ? { sort: query.sort.replace(/^-/, ''), sortDesc: query.sort.startsWith('-') } : {},
    ),
    search: query.search || undefined,
  },
});

export function useCategoryProducts(query: ProductQuery, enabled: boolean) {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getCategoryProductsCall, inputOf(query)), lang],
    queryFn: () => getCategoryProducts(inputOf(query).query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
