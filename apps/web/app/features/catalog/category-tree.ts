import type { ProductCategory } from '@portal/shared';

const parentOf = (category: ProductCategory) => category.parentID ?? category.parentId ?? null;

const byRank = (a: ProductCategory, b: ProductCategory) => a.rank - b.rank || a.name.localeCompare(b.name);

/** The children of a category (null: the top categories), in rank order. */
export function childrenOf(categories: ProductCategory[], parentId: number | null): ProductCategory[] {
  return categories.filter((c) => parentOf(c) === parentId).sort(byRank);
}

/** The category and its ancestors, top first (a cycle in bad data stops the walk). */
export function pathTo(categories: ProductCategory[], id: number): ProductCategory[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path: ProductCategory[] = [];
  for (let current = byId.get(id); current && path.length < 20;) {
    path.unshift(current);
    const parent = parentOf(current);
    current = parent === null ? undefined : byId.get(parent);
  }
  return path;
}
