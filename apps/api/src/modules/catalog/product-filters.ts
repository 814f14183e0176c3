import { splitFilters, type FilterValue } from '@portal/shared';
import { z } from 'zod';

export const PRODUCT_SORTS = ['name', 'price', 'code', 'newest', 'relevance'] as const;

export interface ProductQuery {
  search: string;
  attributes: Record<string, string[]>;
  sort: (typeof PRODUCT_SORTS)[number];
  descending: boolean;
  featuredOnly: boolean;
}

const sortSchema = z.enum(PRODUCT_SORTS).optional().catch(undefined);

/**
 * The product list's filters: the `filters` JSON (search, sort, sortDesc, featured and ATTR_ keys) and the
 * `attributeFilterStr` form `METAL:GOLD,SILVER;RING_SIZE:7`. Attribute values are strings; booleans are 1 / 0.
 * The `search` parameter, when given, wins over the filters' one. A search is ordered by relevance unless a sort is
 * asked for; relevance without a search is the order by name.
 */
export function parseProductQuery(
  filters: Record<string, FilterValue>,
  attributeFilterStr?: string,
  searchParam?: string,
): ProductQuery {
  const { fields, attributes } = splitFilters(filters);
  const merged: Record<string, string[]> = {};
  const add = (code: string, values: string[]) => {
    const key = code.trim().toUpperCase();
    const clean = values.map((v) => v.trim()).filter(Boolean);
    if (key && clean.length > 0) merged[key] = [...(merged[key] ?? []), ...clean];
  };
  for (const [code, value] of Object.entries(attributes)) add(code, String(value).split(','));
  for (const part of (attributeFilterStr ?? '').split(';')) {
    const [code, values] = part.split(':');
    if (code && values) add(code, values.split(','));
  }
  const search =
    searchParam?.trim() ||
    (typeof fields.search === 'string'
      ? fields.search.trim()
      : typeof fields.name === 'string'
        ? fields.name.trim()
        : '');
  const sort = sortSchema.parse(fields.sort ?? fields.sortBy) ?? (search ? 'relevance' : 'name');
  return {
    search,
    attributes: merged,
    sort: sort === 'relevance' && !search ? 'name' : sort,
    descending: fields.sortDesc === true || fields.sortDirection === 'desc',
    featuredOnly: fields.featured === true || fields.featuredOnly === true,
  };
}
