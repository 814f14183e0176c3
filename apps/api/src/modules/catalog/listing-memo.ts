import { contentGeneration } from '../../platform/content-generation';
import { countCacheLookup } from '../../platform/metrics';
import type { Db } from '../../db/client';

/**
 * A listing memo: catalogue reads that answer the same for every caller (a filter set's count, a page's ids, the
 * attribute codes, a product's detail without its price), remembered per database and key. An entry is used only
 * while the content generation it was made in is current (every catalogue, price or SEO change bumps it) and for at
 * most `ttlMs`; the oldest used entries go first beyond `maxEntries`. One process keeps its own memo: another
 * instance's change is seen within the TTL.
 *
 * Concurrent misses of one key share one computation. A value computed while the generation moved on is handed to its
 * callers (their request began before the change) but is never used again.
 */
export interface ListingMemo<V> {
  get(db: Db, key: string, compute: () => Promise<V>): Promise<V>;
}

interface Entry<V> {
  value: Promise<V>;
  at: number;
  generation: number;
}

export function listingMemo<V>(options: {
  /** Its name in /metrics' cache counters (`catalog-<name>`). */
  name: string;
  maxEntries: number;
  ttlMs?: number;
  /** Whether a computed value is kept (e.g. not a miss); by default every value is. */
  keep?: (value: V) => boolean;
}): ListingMemo<V> {
  const ttlMs = options.ttlMs ?? 60_000;
  const stores = new WeakMap<Db, { generation: number; entries: Map<string, Entry<V>> }>();
  return {
    async get(db, key, compute) {
      const generation = contentGeneration();
      let store = stores.get(db);
      if (!store) stores.set(db, (store = { generation, entries: new Map() }));
      else if (store.generation !== generation) {
        // Everything remembered belongs to an older catalogue.
        store.entries.clear();
        store.generation = generation;
      }
      const { entries } = store;
      const now = Date.now();
      const hit = entries.get(key);
      const fresh = hit !== undefined && hit.generation === generation && now - hit.at < ttlMs;
      countCacheLookup(`catalog-${options.name}`, fresh);
      if (hit && fresh) {
        // Most recently used last: eviction takes the first.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const entry: Entry<V> = { value: compute(), at: now, generation };
      if (entries.size >= options.maxEntries && !entries.has(key))
        entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      try {
        const value = await entry.value;
        if (contentGeneration() !== generation || (options.keep && !options.keep(value))) forget();
        return value;
      } catch (error) {
        forget();
        throw error;
      }
    },
  };
}
