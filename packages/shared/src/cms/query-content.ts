import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { language } from '../platform/language';

/** The operators `where` takes, as in Nuxt Content v2. */
export const QUERY_OPERATORS = [
  '$eq',
  '$ne',
  '$not',
  '$and',
  '$or',
  '$in',
  '$contains',
  '$icontains',
  '$containsAny',
  '$exists',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$regex',
] as const;

const direction = z.union([z.literal(1), z.literal(-1), z.enum(['asc', 'desc', 'ASC', 'DESC'])]);
const sortObject = z.record(z.string(), direction);
const whereObject = z.record(z.string(), z.unknown());

/** The Nuxt Content v2 query (spec §7 "Content search"): only, without, sortBy, where, search, surround, limit, skip. */
export const contentQuery = z.object({
  only: z.array(z.string().max(60)).max(60).optional(),
  without: z.array(z.string().max(60)).max(60).optional(),
  sortBy: z.union([sortObject, z.array(sortObject).max(10)]).optional(),
  where: z.union([whereObject, z.array(whereObject).max(20)]).optional(),
  search: z.string().trim().max(200).optional(),
  surround: z
    .object({
      query: z.union([z.string().max(200), whereObject]),
      before: z.number().int().min(0).max(20).default(1),
      after: z.number().int().min(0).max(20).default(1),
    })
    .optional(),
  limit: z.number().int().min(1).max(200).optional(),
  skip: z.number().int().min(0).max(1_000_000).optional(),
  /** The language of the answer (the page's); else Accept-Language. Missing French values fall back to English. */
  locale: language.optional(),
  /** Staff with CP_CMS:VIEW read drafts instead of published values (the back-office preview). */
  preview: z.boolean().optional(),
});
export type ContentQuery = z.input<typeof contentQuery>;

/** A content as the query answers it: system keys (id, slug, name, component, ...) and one key per field. */
export type ContentDocument = Record<string, unknown> & {
  id: number;
  slug: string;
  name: string;
  component: string;
};

export const queryContentSchemas = () => ({
  body: contentQuery,
  response: z.array(z.record(z.string(), z.unknown()).nullable()),
});

/** POST /_content/query: published contents matching a Nuxt-Content-style query, in the caller's language. */
export const queryContent = defineCall<typeof queryContentSchemas>()({
  name: 'queryContent',
  domain: 'cms',
  method: 'POST',
  path: '/_content/query',
  permission: 'public',
  summary:
    'Query published contents (only, without, sortBy, where, search, surround, limit, skip) per language',
});
