import type { ChangeSignal } from './change-signal';
import { contentGeneration } from './content-generation';
import { countCacheLookup, type CacheName } from './metrics';

/**
 * The one cache of what reads the same for every caller (the catalogue's listings, the storefront's pages, the order
 * lists' statuses, the content query, the jobs at risk): every kind of entry is kept per owner (a database handle, or
 * the page handler of one app), used only within the generation it was made in (the content generation, which
 * `changeContent` moves on every instance, or the cache's own change signals, `change-signal.ts`),
 * for at most `ttlMs` (the net under a lost notice from another instance), and at most `maxEntries` per owner, the
 * least recently used dropped first. Each lookup is counted for /metrics under the cache's name.
 */
export interface CacheOptions<V> {
  /** Its name in /metrics' cache counters. */
  name: CacheName;
  maxEntries: number;
  /** A minute unless said otherwise. */
  ttlMs?: number;
  /** Whether a made value is kept (e.g. not a miss); by default every value is. */
  keep?: (value: V) => boolean;
  /** The signals whose changes make a value old: the storefront's content generation unless said otherwise. */
  signals?: ChangeSignal[];
}

/** The generation a cache's values are made in: it moves whenever one of its signals does. */
function generationOf(signals: ChangeSignal[] | undefined): () => number {
  if (!signals) return contentGeneration;
  return () => signals.reduce((sum, signal) => sum + signal.generation(), 0);
}

interface Entry<V> {
  value: V;
  at: number;
  generation: number;
}

interface Store<V> {
  generation: number;
  entries: Map<string, Entry<V>>;
}

export class Cache<V> {
  private readonly stores = new WeakMap<object, Store<V>>();
  private readonly ttlMs: number;
  readonly generation: () => number;

  constructor(private readonly options: CacheOptions<V>) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.generation = generationOf(options.signals);
  }

  /** The owner's entries of the current generation: everything kept under an older one is dropped at once. */
  private store(owner: object): Store<V> {
    const generation = this.generation();
    let store = this.stores.get(owner);
    if (!store) this.stores.set(owner, (store = { generation, entries: new Map() }));
    else if (store.generation !== generation) {
      store.entries.clear();
      store.generation = generation;
    }
    return store;
  }

  /** The value kept under `key`, or undefined (expired, dropped or never kept); counted as a hit or a miss. */
  lookup(owner: object, key: string): V | undefined {
    const { entries, generation } = this.store(owner);
    const entry = entries.get(key);
    const fresh =
      entry !== undefined && entry.generation === generation && Date.now() - entry.at < this.ttlMs;
    countCacheLookup(this.options.name, fresh);
    if (!fresh) {
      if (entry) entries.delete(key);
      return undefined;
    }
    // Most recently used last: the size bound drops the first.
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps a value made from what the database held at `generation` (read before making it): a value made while the
   * generation moved on belongs to an older storefront and is not kept.
   */
  keep(owner: object, key: string, value: V, generation: number): void {
    const { entries, generation: current } = this.store(owner);
    if (generation !== current || (this.options.keep && !this.options.keep(value))) return;
    if (!entries.has(key) && entries.size >= this.options.maxEntries)
      entries.delete(entries.keys().next().value!);
    entries.delete(key);
    entries.set(key, { value, at: Date.now(), generation });
  }

  /** Drops `key` if it still holds `value` (a later value kept meanwhile stays). */
  forget(owner: object, key: string, value: V): void {
    const entries = this.stores.get(owner)?.entries;
    if (entries?.get(key)?.value === value) entries.delete(key);
  }
}

/** A cache of values worked out by an async read: `get` answers from the cache or reads once. */
export interface Memo<V> {
  get(owner: object, key: string, compute: () => Promise<V>): Promise<V>;
}

/**
 * A cache whose values are read on a miss. Concurrent misses of one key share one read. A value read while the
 * generation moved on is handed to its callers (their request began before the change) but never used again; a
 * failed read is not kept.
 */
export function memo<V>(options: CacheOptions<V>): Memo<V> {
  const cache = new Cache<Promise<V>>({
    name: options.name,
    maxEntries: options.maxEntries,
    ttlMs: options.ttlMs,
    signals: options.signals,
  });
  return {
    async get(owner, key, compute) {
      const kept = cache.lookup(owner, key);
      if (kept) return kept;
      const generation = cache.generation();
      // A native promise: a query builder handed back as is would run its query again for every caller awaiting it.
      const value = Promise.resolve(compute());
      cache.keep(owner, key, value, generation);
      try {
        const read = await value;
        if (cache.generation() !== generation || (options.keep && !options.keep(read)))
          cache.forget(owner, key, value);
        return read;
      } catch (error) {
        cache.forget(owner, key, value);
        throw error;
      }
    },
  };
}
