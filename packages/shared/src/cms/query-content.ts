import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { language } from '../platform/language';

/**
 * The operators `where` takes, as in Nuxt Content v2, but for `$regex`: a restricted pattern (literal text, optionally
 * anchored with `^` and `$`, flag `i`), matched with LIKE in linear time, never a regular expression a caller could make
 * run for minutes (docs/decisions.md). Limits of one query: 100 conditions, nesting 6 deep, 200 characters of text to
 * look for, 1000 of a value to compare, 10 sort keys.
 */
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
const WHERE_DESCRIPTION =
  'Conditions on the system keys (id, slug, name, component, language, publishedAt, updatedAt) and the fields: a value ' +
  'is $eq; operators $eq, $ne, $not, $and, $or, $in (1 to 200 values), $contains, $containsAny, $icontains, $exists, ' +
  '$gt, $gte, $lt, $lte and $regex. $regex takes literal text, optionally anchored with ^ and $ and with the flag i ' +
  '("/^gold/i"; \\ before a sign matches the sign): classes, repeats, groups and alternatives are refused (400). ' +
  'At most 100 conditions, nested 6 deep; text to look for at most 200 characters.';

/** The Nuxt Content v2 query (spec §7 "Content search"): only, without, sortBy, where, search, surround, limit, skip. */
export const contentQuery = z.object({
  only: z.array(z.string().max(60)).max(60).optional(),
  without: z.array(z.string().max(60)).max(60).optional(),
  sortBy: z.union([sortObject, z.array(sortObject).max(10)]).optional(),
  where: z
    .union([whereObject, z.array(whereObject).max(20)])
    .describe(WHERE_DESCRIPTION)
    .optional(),
  search: z.string().trim().max(200).optional(),
  surround: z
    .object({
      query: z.union([z.string().max(200), whereObject]),
      before: z.number().int().min(0).max(20).default(1),
      after: z.number().int().min(0).max(20).default(1),
    })
    .optional(),
  limit: z.number().int().min(1).max(200).optional(),
  /** A page further than 10,000 contents is not a page anyone reads; the bound keeps OFFSET cheap. */
  skip: z.number().int().min(0).max(10_000).optional(),
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
  refusals: {
    400: 'The query is not valid (unknown key or operator, a $regex that is not literal text, too many or too deeply nested conditions) or took too long',
  },
});
