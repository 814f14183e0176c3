import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { Cache, memo } from './cache';
import { changeContent, contentChanged, contentGeneration } from './content-generation';
import { cacheTallies } from './metrics';

const aDb = () => ({}) as Db;
afterEach(() => vi.useRealTimers());

describe('memo (a cache read on a miss)', () => {
  it('computes a key once per database until the content changes', async () => {
    const cached = memo<number>({ name: 'catalog-test', maxEntries: 10 });
    const [one, two] = [aDb(), aDb()];
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cached.get(one, 'k', compute)).toBe(1);
    expect(await cached.get(one, 'k', compute)).toBe(1);
    expect(await cached.get(two, 'k', compute)).toBe(2);
    expect(await cached.get(one, 'other', compute)).toBe(3);
    contentChanged();
    expect(await cached.get(one, 'k', compute)).toBe(4);
    expect(await cached.get(one, 'k', compute)).toBe(4);
  });

  it('shares one computation between concurrent misses', async () => {
    const cached = memo<number>({ name: 'catalog-test', maxEntries: 10 });
    const db = aDb();
    let calls = 0;
    const compute = async () => {
      await new Promise((r) => setTimeout(r, 5));
      return ++calls;
    };
    expect(await Promise.all([cached.get(db, 'k', compute), cached.get(db, 'k', compute)])).toEqual([1, 1]);
  });

  it('never reuses a value computed while the content changed', async () => {
    const cached = memo<string>({ name: 'catalog-test', maxEntries: 10 });
    const db = aDb();
    // the read saw the old rows; the change lands before it finishes
    expect(
      await cached.get(db, 'k', async () => {
        contentChanged();
        return 'old';
      }),
    ).toBe('old');
    expect(await cached.get(db, 'k', async () => 'new')).toBe('new');
  });

  it('forgets values after the TTL, beyond max entries (least recently used first), misses and failures', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const cached = memo<string | null>({
      name: 'catalog-test',
      maxEntries: 2,
      ttlMs: 1_000,
      keep: (v) => v !== null,
    });
    const db = aDb();
    let calls = 0;
    const compute = (value: string | null) => async () => {
      calls++;
      return value;
    };
    await cached.get(db, 'a', compute('a'));
    vi.setSystemTime(1_000_999);
    expect(await cached.get(db, 'a', compute('a2'))).toBe('a');
    vi.setSystemTime(1_001_000);
    expect(await cached.get(db, 'a', compute('a3'))).toBe('a3');
    await cached.get(db, 'b', compute('b'));
    await cached.get(db, 'a', compute('x')); // a used last: b is the oldest now
    await cached.get(db, 'c', compute('c'));
    expect(await cached.get(db, 'a', compute('x'))).toBe('a3');
    expect(await cached.get(db, 'b', compute('b2'))).toBe('b2');
    calls = 0;
    expect(await cached.get(db, 'missing', compute(null))).toBeNull();
    expect(await cached.get(db, 'missing', compute(null))).toBeNull();
    expect(calls).toBe(2);
    await expect(
      cached.get(db, 'failing', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await cached.get(db, 'failing', compute('up'))).toBe('up');
  });

  it('is invalidated again once a catalogue change has committed', async () => {
    const cached = memo<string>({ name: 'catalog-test', maxEntries: 10 });
    const db = { transaction: (work: (tx: Db) => Promise<unknown>) => work(db) } as unknown as Db;
    let during = -1;
    await changeContent(db, async () => {
      contentChanged(); // a bump made inside the transaction, before the commit
      during = contentGeneration();
      // a read in the same instant, outside the transaction, still sees the old rows
      await cached.get(db, 'k', async () => 'old');
    });
    expect(contentGeneration()).toBeGreaterThan(during);
    expect(await cached.get(db, 'k', async () => 'new')).toBe('new');
    await expect(
      changeContent(db, async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
  });
});

describe('cache', () => {
  const page = (html: string) => ({ html });

  it('keeps a value per owner within its generation and its time to live', () => {
    vi.useFakeTimers({ now: 2_000_000, toFake: ['Date'] });
    const cache = new Cache<{ html: string }>({ name: 'catalog-test-pages', maxEntries: 10, ttlMs: 1_000 });
    const [one, two] = [{}, {}];
    cache.keep(one, '/', page('home'), contentGeneration());
    expect(cache.lookup(one, '/')).toEqual(page('home'));
    expect(cache.lookup(two, '/')).toBeUndefined();
    vi.setSystemTime(2_001_000);
    expect(cache.lookup(one, '/')).toBeUndefined();
    cache.keep(one, '/', page('home again'), contentGeneration());
    contentChanged();
    expect(cache.lookup(one, '/')).toBeUndefined();
    // a value made before a change is not kept under the new generation
    const before = contentGeneration();
    contentChanged();
    cache.keep(one, '/', page('old'), before);
    expect(cache.lookup(one, '/')).toBeUndefined();
  });

  it('holds at most its size bound per owner, the least recently used dropped first', () => {
    const cache = new Cache<string>({ name: 'catalog-test-bound', maxEntries: 2 });
    const owner = {};
    const generation = contentGeneration();
    cache.keep(owner, 'a', 'A', generation);
    cache.keep(owner, 'b', 'B', generation);
    expect(cache.lookup(owner, 'a')).toBe('A'); // b is the least recently used now
    cache.keep(owner, 'c', 'C', generation);
    expect(cache.lookup(owner, 'b')).toBeUndefined();
    expect(cache.lookup(owner, 'a')).toBe('A');
    expect(cache.lookup(owner, 'c')).toBe('C');
    cache.keep(owner, 'c', 'C2', generation); // a new value of a kept key takes no other's place
    expect(cache.lookup(owner, 'a')).toBe('A');
    expect(cache.lookup(owner, 'c')).toBe('C2');
  });

  it('counts its hits and misses for /metrics under its name', () => {
    const cache = new Cache<string>({ name: 'catalog-test-counted', maxEntries: 2 });
    const owner = {};
    cache.lookup(owner, 'k');
    cache.keep(owner, 'k', 'v', contentGeneration());
    cache.lookup(owner, 'k');
    cache.lookup(owner, 'k');
    expect(cacheTallies.get('catalog-test-counted')).toEqual({ hits: 2, misses: 1 });
  });
});
