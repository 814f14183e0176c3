import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import type { SeoFieldValues } from '../seo-entry';
import { seoKeys } from './keys';

/** The two tables of the SEO screen: categories (the API calls them catalogs) and products. */
export type SeoKind = 'catalog' | 'product';

/** A category or product with its SEO entry in each language (null where none was saved). */
export interface SeoRow {
  id: number;
  code: string;
  name: string;
  slug: string;
  seo: { en: SeoFieldValues | null; fr: SeoFieldValues | null };
}

export interface SeoPage {
  items: SeoRow[];
  pagingData: { itemCount: number; pageNo: number; pageSize: number };
}

const PATHS: Record<SeoKind, string> = { catalog: '/api/SEO/catalogs', product: '/api/SEO/products' };

/** GET /api/SEO/catalogs and GET /api/SEO/products (pageSize, pageNo, filters: search by name or code). */
export function getSeoEntries(
  kind: SeoKind,
  query: { pageNo: number; pageSize: number; search: string },
): Promise<SeoPage> {
  const search = query.search.trim();
  return api.get<SeoPage>(PATHS[kind], {
    query: {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      filters: search ? JSON.stringify({ search }) : undefined,
    },
  });
}

export function useSeoEntries(
  kind: SeoKind,
  query: { pageNo: number; pageSize: number; search: string },
  enabled: boolean,
) {
  return useQuery({
    queryKey: seoKeys.list(kind, { ...query, search: query.search.trim() }),
    queryFn: () => getSeoEntries(kind, query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
