/**
 * The catalogue view's state in the URL query string (filters, sort and paging keep their state in the URL,
 * so a shared link reproduces the view and the server renders it). Attribute filters are `f.<ATTRIBUTE>=<value>`,
 * repeated per value; `search` is what was typed in a search box; `sort` and `page` are left out at their defaults
 * (best match first for a search, by name otherwise).
 */
export const CATALOGUE_SORTS = ['relevance', 'name', 'price-asc', 'price-desc', 'newest'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const CATALOGUE_PAGE_SIZE = 12;
const FILTER_PREFIX = 'f.';
const MAX_PAGE = 100_000;
/** The API's limit (packages/shared catalog `productSearchText`): a longer search is cut rather than refused. */
export const SEARCH_MAX_LENGTH = 100;

export interface CatalogueState {
  sort: CatalogueSort;
  page: number;
  /** Attribute code (upper case) → selected values, both sorted so one view has one URL. */
  filters: Record<string, string[]>;
  /** What was searched for ('' for none). */
  search: string;
}

export const DEFAULT_CATALOGUE_STATE: CatalogueState = { sort: 'name', page: 1, filters: {}, search: '' };

/** A search lists the best matches first; a category without one, by name. */
export const defaultSort = (search: string): CatalogueSort => (search ? 'relevance' : 'name');

/** What a search box sends: one line without control characters, at most the API's length. */
export function cleanSearch(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_MAX_LENGTH)
    .trim();
}

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
  const searched = cleanSearch(params.get('search'));
  return {
    sort: isSort(sort) && (sort !== 'relevance' || searched) ? sort : defaultSort(searched),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    filters: normalise(filters),
    search: searched,
  };
}

/** The query string of a state ('' for the default view), in a stable order. */
export function serializeCatalogueSearch(state: CatalogueState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const [code, values] of Object.entries(normalise(state.filters))) {
    for (const value of values) params.append(`${FILTER_PREFIX}${code}`, value);
  }
  if (state.sort !== defaultSort(state.search)) params.set('sort', state.sort);
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

/**
 * The query of GET /api/productCategories/products for a state (API: `filters` JSON, `attributeFilterStr`, `search`);
 * without a category, the whole catalogue (a search's results).
 */
export function productQueryOf(
  state: CatalogueState,
  categoryId: number | undefined,
  pageSize = CATALOGUE_PAGE_SIZE,
) {
  const sort =
    state.sort === 'relevance'
      ? {}
      : state.sort === 'price-asc'
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
    search: state.search || undefined,
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
