import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { changeContent, contentChanged, contentGeneration } from '../../platform/content-generation';
import { listingMemo } from './listing-memo';

const aDb = () => ({}) as Db;
afterEach(() => vi.useRealTimers());

describe('listing memo', () => {
  it('computes a key once per database until the content changes', async () => {
    const memo = listingMemo<number>({ name: 'test', maxEntries: 10 });
    const [one, two] = [aDb(), aDb()];
    let calls = 0;
    const compute = async () => ++calls;
    expect(await memo.get(one, 'k', compute)).toBe(1);
    expect(await memo.get(one, 'k', compute)).toBe(1);
    expect(await memo.get(two, 'k', compute)).toBe(2);
    expect(await memo.get(one, 'other', compute)).toBe(3);
    contentChanged();
    expect(await memo.get(one, 'k', compute)).toBe(4);
    expect(await memo.get(one, 'k', compute)).toBe(4);
  });

  it('shares one computation between concurrent misses', async () => {
    const memo = listingMemo<number>({ name: 'test', maxEntries: 10 });
    const db = aDb();
    let calls = 0;
    const compute = async () => {
      await new Promise((r) => setTimeout(r, 5));
      return ++calls;
    };
    expect(await Promise.all([memo.get(db, 'k', compute), memo.get(db, 'k', compute)])).toEqual([1, 1]);
  });

  it('never reuses a value computed while the content changed', async () => {
    const memo = listingMemo<string>({ name: 'test', maxEntries: 10 });
    const db = aDb();
    // the read saw the old rows; the change lands before it finishes
    expect(
      await memo.get(db, 'k', async () => {
        contentChanged();
        return 'old';
      }),
    ).toBe('old');
    expect(await memo.get(db, 'k', async () => 'new')).toBe('new');
  });

  it('forgets values after the TTL, beyond max entries (least recently used first), misses and failures', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const memo = listingMemo<string | null>({
      name: 'test',
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
    await memo.get(db, 'a', compute('a'));
    vi.setSystemTime(1_000_999);
    expect(await memo.get(db, 'a', compute('a2'))).toBe('a');
    vi.setSystemTime(1_001_000);
    expect(await memo.get(db, 'a', compute('a3'))).toBe('a3');
    await memo.get(db, 'b', compute('b'));
    await memo.get(db, 'a', compute('x')); // a used last: b is the oldest now
    await memo.get(db, 'c', compute('c'));
    expect(await memo.get(db, 'a', compute('x'))).toBe('a3');
    expect(await memo.get(db, 'b', compute('b2'))).toBe('b2');
    calls = 0;
    expect(await memo.get(db, 'missing', compute(null))).toBeNull();
    expect(await memo.get(db, 'missing', compute(null))).toBeNull();
    expect(calls).toBe(2);
    await expect(
      memo.get(db, 'failing', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await memo.get(db, 'failing', compute('up'))).toBe('up');
  });

  it('is invalidated again once a catalogue change has committed', async () => {
    const memo = listingMemo<string>({ name: 'test', maxEntries: 10 });
    const db = { transaction: (work: (tx: Db) => Promise<unknown>) => work(db) } as unknown as Db;
    let during = -1;
    await changeContent(db, async () => {
      contentChanged(); // a bump made inside the transaction, before the commit
      during = contentGeneration();
      // a read in the same instant, outside the transaction, still sees the old rows
      await memo.get(db, 'k', async () => 'old');
    });
    expect(contentGeneration()).toBeGreaterThan(during);
    expect(await memo.get(db, 'k', async () => 'new')).toBe('new');
    await expect(
      changeContent(db, async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
  });
});
