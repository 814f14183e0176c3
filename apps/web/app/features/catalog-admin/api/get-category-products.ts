import { getCategoryProducts as getCategoryProductsCall } from '@portal/shared/catalog/get-category-products';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

export type ProductPage = CallResponse<typeof getCategoryProductsCall>;

/** The grid's sortable columns and the API's sort names (`filters.sort`). */
export const PRODUCT_SORT_FIELDS: Record<string, string> = { code: 'code', name: 'name', price: 'price' };

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

/** GET /api/productCategories/products: a page of the products of a category and its sub-categories (all without one). */
export function getCategoryProducts(query: ProductQuery): Promise<ProductPage> {
  return api.send(getCategoryProductsCall, inputOf(query));
}

export function useCategoryProducts(query: ProductQuery, enabled: boolean) {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getCategoryProductsCall, inputOf(query)), lang],
    queryFn: () => getCategoryProducts(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
