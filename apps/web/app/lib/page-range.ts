/** A page number, or a gap ('dots') between the first pages, those around the current one and the last ones. */
export type PageItem = number | 'dots';

/**
 * The pages a pager shows: `boundaries` pages at each end, `siblings` on each side of the current one, and dots for
 * what is left out (a single left-out page is shown rather than replaced by dots).
 */
export function pageRange(current: number, total: number, siblings = 1, boundaries = 1): PageItem[] {
  const shown = new Set<number>();
  const add = (from: number, to: number) => {
    for (let page = Math.max(1, from); page <= Math.min(total, to); page++) shown.add(page);
  };
  add(1, boundaries);
  add(total - boundaries + 1, total);
  add(current - siblings, current + siblings);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('dots');
    items.push(page);
  });
  return items;
}
