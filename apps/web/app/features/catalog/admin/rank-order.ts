/**
 * The order of the categories under one parent (spec §3 Product category rank): the storefront lists siblings by rank,
 * then name. Staff drag a category (or move it with the keyboard) and the new order is saved as ranks 10, 20, 30...
 * Only the categories whose rank changes are saved.
 */
export const RANK_STEP = 10;

interface Ranked {
  id: number;
  name: string;
  rank: number;
  parentId: number | null;
}

const byRank = (a: Ranked, b: Ranked) => a.rank - b.rank || a.name.localeCompare(b.name) || a.id - b.id;

/** The categories under a parent (null: the top level) in the order the storefront shows them. */
export function siblingsInOrder<C extends Ranked>(categories: readonly C[], parentId: number | null): C[] {
  return categories.filter((c) => c.parentId === parentId).sort(byRank);
}

/** The list with the entry at `from` moved to `to`; an index out of range leaves the list as it is. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The ranks that make `ordered` the storefront's order: one entry per category whose rank has to change. */
export function rankChanges(ordered: readonly Ranked[]): { id: number; rank: number }[] {
  return ordered.flatMap((category, index) => {
    const rank = (index + 1) * RANK_STEP;
    return category.rank === rank ? [] : [{ id: category.id, rank }];
  });
}
