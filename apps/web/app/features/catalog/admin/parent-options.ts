import type { AdminCategory } from './api/get-categories';

/**
 * The categories as select options in tree order, indented by depth ("Rings", "— Signet rings"). `excluding` leaves out
 * a category and everything under it (a category cannot be placed under itself).
 */
export function parentOptions(
  categories: readonly AdminCategory[],
  lang: string,
  excluding: number | null,
): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  const walk = (parentId: number | null, depth: number) => {
    const children = categories
      .filter((c) => c.parentId === parentId && c.id !== excluding)
      .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
    for (const category of children) {
      const name = lang === 'fr' ? category.nameFr : category.name;
      options.push({ value: String(category.id), label: `${'— '.repeat(depth)}${name}` });
      if (depth < 10) walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  return options;
}
