import type { ProductListItem } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { catalogAdminKeys } from './keys';

export interface ProductPage {
  items: ProductListItem[];
  pagingData: { itemCount: number; pageNo: number; pageSize: number };
}

/** The grid's sortable columns and the API's sort names (`filters.sort`). */
export const PRODUCT_SORT_FIELDS: Record<string, string> = { code: 'code', name: 'name', price: 'price' };

export interface ProductQuery {
  categoryId: number | null;
  pageNo: number;
  pageSize: number;
  /** 'name', 'price' or 'code', with '-' in front for descending. */
  sort: string;
}

/** GET /api/productCategories/products: a page of the products of a category and its sub-categories (all without one). */
export function getCategoryProducts(query: ProductQuery): Promise<ProductPage> {
  const descending = query.sort.startsWith('-');
  return api.get<ProductPage>('/api/productCategories/products', {
    query: {
      categoryId: query.categoryId ?? undefined,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      filters: JSON.stringify({ sort: query.sort.replace(/^-/, ''), sortDesc: descending }),
    },
  });
}

export function useCategoryProducts(query: ProductQuery, enabled: boolean) {
  const lang = useLang();
  return useQuery({
    queryKey: catalogAdminKeys.products(query, lang),
    queryFn: () => getCategoryProducts(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
