import type { Db } from '../db/client';

/**
 * A number bumped by every change to what the storefront shows (catalogue, prices, SEO): caches of listings and
 * pages keep the generation they were made in and are not used once it has moved on.
 */
let generation = 0;

export const contentGeneration = (): number => generation;

export function contentChanged(): void {
  generation += 1;
}

/**
 * Runs a change of what the storefront shows in one transaction and bumps the content generation once it has ended:
 * a bump before the commit would let a read in between remember the old rows under the new generation, while the bump
 * after the commit (or the rollback) makes every cache made meanwhile unusable.
 */
export async function changeContent<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => change(tx));
  } finally {
    contentChanged();
  }
}
