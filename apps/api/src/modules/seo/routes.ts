import { requestLanguage } from '../../platform/language';
import { pagedOf } from '@portal/shared';
import { z } from 'zod';
import { filtersParam, pagingQuery } from '../../platform/paging';
import { requireScope } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import * as seo from './service';

const fields = z.object({
  pageTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaKeywords: z.string().nullable(),
  imageAlt: z.string().nullable(),
});
const seoRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  seo: z.object({ en: fields.nullable(), fr: fields.nullable() }),
});
const listQuery = pagingQuery(1).extend({ filters: filtersParam });
const text = (max: number) =>
  z.string().max(max, `At most ${max} characters`).nullable().optional().default(null);

export const seoRoutes = [
  defineRoute({
    method: 'POST',
    url: '/SEO',
    permission: 'CP_SEO:EDIT',
    summary: 'Save the SEO entry of a product or category in one language',
    body: z.object({
      entityType: z
        .enum(['product', 'category', 'catalog'])
        .transform((v) => (v === 'catalog' ? 'category' : v)),
      entityId: z.coerce.number().int().positive(),
      language: z.enum(['en', 'fr']).default('en'),
      pageTitle: text(120),
      metaDescription: text(320),
      metaKeywords: text(500),
      imageAlt: text(200),
    }),
    response: fields.extend({ entityType: z.string(), entityId: z.number(), language: z.string() }),
    handler: ({ services, scope, body }) => seo.saveSeoEntry(services.db, requireScope(scope), body),
  }),
  defineRoute({
    method: 'GET',
    url: '/SEO/catalogs',
    permission: 'CP_SEO:VIEW',
    summary: 'Categories with their SEO entries, paged and searched',
    query: listQuery,
    response: pagedOf(seoRow),
    handler: ({ services, query, request }) => seo.seoCatalogs(services.db, query, requestLanguage(request)),
  }),
  defineRoute({
    method: 'GET',
    url: '/SEO/products',
    permission: 'CP_SEO:VIEW',
    summary: 'Products with their SEO entries, paged and searched',
    query: listQuery,
    response: pagedOf(seoRow),
    handler: ({ services, query, request }) => seo.seoProducts(services.db, query, requestLanguage(request)),
  }),
];
