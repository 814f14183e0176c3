/**
 * The catalogue view's state in the URL query string (issue 5 §4: filters, sort and paging keep their state in the URL,
 * so a shared link reproduces the view and the server renders it). Attribute filters are `f.<ATTRIBUTE>=<value>`,
 * repeated per value; `sort` and `page` are left out at their defaults.
 */
export const CATALOGUE_SORTS = ['name', 'price-asc', 'price-desc', 'newest'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const CATALOGUE_PAGE_SIZE = 12;
const FILTER_PREFIX = 'f.';
const MAX_PAGE = 100_000;

export interface CatalogueState {
  sort: CatalogueSort;
  page: number;
  /** Attribute code (upper case) → selected values, both sorted so one view has one URL. */
  filters: Record<string, string[]>;
}

export const DEFAULT_CATALOGUE_STATE: CatalogueState = { sort: 'name', page: 1, filters: {} };

const isSort = (value: string | null): value is CatalogueSort =>
  value !== null && (CATALOGUE_SORTS as readonly string[]).includes(value);

function normalise(filters: Record<string, string[]>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const code of Object.keys(filters).sort()) {
    const values = [...new Set(filters[code]!.map((v) => v.trim()).filter(Boolean))].sort();
    if (values.length > 0) result[code] = values;
  }
  return result;
}

/** Reads the state; anything unknown or malformed falls back to the default instead of failing the page. */
export function parseCatalogueSearch(search: URLSearchParams | string): CatalogueState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const filters: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(FILTER_PREFIX)) continue;
    const code = key.slice(FILTER_PREFIX.length).trim().toUpperCase();
    // The API's attributeFilterStr separates with ':', ',' and ';': such values cannot be filters.
    if (!/^[A-Z0-9_-]{1,40}$/.test(code) || /[:,;]/.test(value)) continue;
    (filters[code] ??= []).push(value);
  }
  return {
    sort: isSort(sort) ? sort : 'name',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    filters: normalise(filters),
  };
}

/** The query string of a state ('' for the default view), in a stable order. */
export function serializeCatalogueSearch(state: CatalogueState): string {
  const params = new URLSearchParams();
  for (const [code, values] of Object.entries(normalise(state.filters))) {
    for (const value of values) params.append(`${FILTER_PREFIX}${code}`, value);
  }
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Ticks or unticks one value; a different result set starts again on page 1. */
export function toggleFilter(state: CatalogueState, code: string, value: string): CatalogueState {
  const current = state.filters[code] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, page: 1, filters: normalise({ ...state.filters, [code]: values }) };
}

export const withSort = (state: CatalogueState, sort: CatalogueSort): CatalogueState => ({
  ...state,
  sort,
  page: 1,
});

export const withPage = (state: CatalogueState, page: number): CatalogueState => ({ ...state, page });

export const clearFilters = (state: CatalogueState): CatalogueState => ({ ...state, page: 1, filters: {} });

export const activeFilterCount = (state: CatalogueState): number =>
  Object.values(state.filters).reduce((count, values) => count + values.length, 0);

/** The query of GET /api/productCategories/products for a state (API: `filters` JSON, `attributeFilterStr`). */
export function productQueryOf(state: CatalogueState, categoryId: number, pageSize = CATALOGUE_PAGE_SIZE) {
  const sort =
    state.sort === 'price-asc'
      ? { sort: 'price' }
      : state.sort === 'price-desc'
        ? { sort: 'price', sortDesc: true }
        : state.sort === 'newest'
          ? { sort: 'newest', sortDesc: true }
          : { sort: 'name' };
  const attributeFilterStr = Object.entries(normalise(state.filters))
    .map(([code, values]) => `${code}:${values.join(',')}`)
    .join(';');
  return {
    categoryId,
    pageNo: state.page,
    pageSize,
    filters: JSON.stringify(sort),
    attributeFilterStr: attributeFilterStr || undefined,
  };
}

/**
 * The label of a filter: its name, with its unit when the options are written in that unit. A size system translated
 * for the reader (French ring sizes 47–67 for US 4–12) is no longer in the attribute's unit, so "(US)" is left off.
 */
export function filterLabel(attribute: {
  name: string;
  unit: string | null;
  options: readonly { value: string; label: string }[];
}): string {
  const inUnit = attribute.options.every((o) => o.label.trim() === o.value.trim());
  return attribute.unit && inUnit ? `${attribute.name} (${attribute.unit})` : attribute.name;
}
