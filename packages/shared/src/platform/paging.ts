import { z } from 'zod';
import { wireNumber } from './numbers';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './envelope';
import type { FilterValue } from './filters';

/** Paging query of a list; `base` is 1 for most lists and 0 for job orders and payments (spec §9). */
export function pagingQuery(base: 0 | 1 = 1) {
  return z.object({
    pageNo: wireNumber(z.number().int().min(base)).default(base),
    pageSize: wireNumber(
      z.number().int().min(1).max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`),
    ).default(DEFAULT_PAGE_SIZE),
  });
}

const filterValue: z.ZodType<FilterValue> = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number()])),
]);

/** The `filters` query parameter: a JSON-encoded object (api-conventions). */
export const filtersParam = z
  .string()
  .max(4000)
  .optional()
  .transform((text, ctx): Record<string, FilterValue> => {
    if (!text) return {};
    try {
      const parsed = z.record(z.string(), filterValue).safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'filters must be a JSON object of simple values' });
    return z.NEVER;
  })
  .meta({
    description:
      'A JSON-encoded object of simple values (text, number, boolean, null, or a list of text and numbers); keys ' +
      'starting with ATTR_ are attribute filters (true → 1, false → 0)',
  });
