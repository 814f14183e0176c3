import { contentGeneration } from '../../platform/content-generation';
import type { Db } from '../../db/client';

/**
 * How many products match a filter set, remembered for a minute per database and forgotten whenever the catalogue
 * index is refreshed (any change to categories, items or prices): counting 100,000 matches on every page would cost
 * more than the page itself. One process keeps its own; another instance's change is seen within the minute.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
const caches = new WeakMap<Db, Map<string, { n: number; at: number; generation: number }>>();

export async function listingCount(db: Db, key: string, compute: () => Promise<number>): Promise<number> {
  let counts = caches.get(db);
  if (!counts) caches.set(db, (counts = new Map()));
  const now = Date.now();
  const hit = counts.get(key);
  if (hit && hit.generation === contentGeneration() && now - hit.at < TTL_MS) return hit.n;
  const counted = contentGeneration();
  const n = await compute();
  if (counts.size >= MAX_ENTRIES) counts.delete(counts.keys().next().value!);
  counts.set(key, { n, at: now, generation: counted });
  return n;
}
