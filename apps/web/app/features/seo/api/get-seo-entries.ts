import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSeoCatalogs } from '@portal/shared/seo/get-seo-catalogs';
import { getSeoProducts } from '@portal/shared/seo/get-seo-products';
import type { SeoRow } from '@portal/shared/seo/schemas';
import { callQuery } from '../../../lib/calls';

export type { SeoRow };

/** The two tables of the SEO screen: categories (the API calls them catalogs) and products. */
export type SeoKind = 'catalog' | 'product';

const CALLS = { catalog: getSeoCatalogs, product: getSeoProducts } as const;

/** GET /api/SEO/catalogs and GET /api/SEO/products (pageSize, pageNo, filters: search by name or code). */
export function useSeoEntries(
  kind: SeoKind,
  query: { pageNo: number; pageSize: number; search: string },
  enabled: boolean,
) {
  const search = query.search.trim();
  return useQuery({
    ...callQuery(CALLS[kind], {
      query: {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        filters: search ? JSON.stringify({ search }) : undefined,
      },
    }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
