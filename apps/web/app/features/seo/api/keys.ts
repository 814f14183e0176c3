import type { SeoKind } from './get-seo-entries';

/** Query keys of the SEO screen (one factory per domain). */
export const seoKeys = {
  all: ['seo'] as const,
  list: (kind: SeoKind, query: { pageNo: number; pageSize: number; search: string }) =>
    [...seoKeys.all, kind, query] as const,
};
