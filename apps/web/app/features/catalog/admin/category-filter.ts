/**
 * spec §5 "Category filter": name text and code text (case-insensitive contains, trimmed) plus parent. The name matches
 * the English or the French name, so a filter typed in either language finds the category.
 */
export type ParentFilter = 'any' | 'top' | number;

export interface CategoryFilter {
  name: string;
  code: string;
  parent: ParentFilter;
}

export const EMPTY_CATEGORY_FILTER: CategoryFilter = { name: '', code: '', parent: 'any' };

interface FilterableCategory {
  name: string;
  nameFr?: string | null;
  code: string;
  parentId: number | null;
}

const contains = (text: string | null | undefined, part: string) =>
  part === '' || (text ?? '').toLocaleLowerCase().includes(part);

/** Whether a category passes the filter. */
export function matchesCategoryFilter(category: FilterableCategory, filter: CategoryFilter): boolean {
  const name = filter.name.trim().toLocaleLowerCase();
  const code = filter.code.trim().toLocaleLowerCase();
  if (!contains(category.name, name) && !contains(category.nameFr, name)) return false;
  if (!contains(category.code, code)) return false;
  if (filter.parent === 'top') return category.parentId === null;
  if (filter.parent !== 'any') return category.parentId === filter.parent;
  return true;
}

export function filterCategories<C extends FilterableCategory>(
  categories: readonly C[],
  filter: CategoryFilter,
): C[] {
  return categories.filter((category) => matchesCategoryFilter(category, filter));
}

/** Whether the filter narrows anything (the grid offers to clear it). */
export const isCategoryFilterActive = (filter: CategoryFilter) =>
  filter.name.trim() !== '' || filter.code.trim() !== '' || filter.parent !== 'any';
