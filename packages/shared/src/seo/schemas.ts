import { z } from 'zod';
import { pagedOf } from '../platform/envelope';
import { filtersParam, pagingQuery } from '../platform/paging';

/** The SEO fields of one page in one language (spec §3 "SEO: page title, meta description, meta keywords, image alt"). */
export const seoFields = z.object({
  pageTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaKeywords: z.string().nullable(),
  imageAlt: z.string().nullable(),
});
export type SeoFields = z.infer<typeof seoFields>;

/** A category or product with its SEO entry in each language (null where none was saved). */
export const seoRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  seo: z.object({ en: seoFields.nullable(), fr: seoFields.nullable() }),
});
export type SeoRow = z.infer<typeof seoRow>;

/** The SEO tables' query: paging and `filters` (search by name or code). */
export const seoListQuery = pagingQuery(1).extend({ filters: filtersParam });
export const seoPage = pagedOf(seoRow);
