import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveEntry, rankChanges, siblingsInOrder } from './rank-order';

const categories = [
  { id: 1, name: 'Rings', rank: 20, parentId: null },
  { id: 2, name: 'Bands', rank: 20, parentId: null },
  { id: 3, name: 'Chains', rank: 10, parentId: null },
  { id: 4, name: 'Signet rings', rank: 10, parentId: 1 },
];

describe('rank ordering', () => {
  it('lists the siblings of a parent by rank, then name', () => {
    expect(siblingsInOrder(categories, null).map((c) => c.id)).toEqual([3, 2, 1]);
    expect(siblingsInOrder(categories, 1).map((c) => c.id)).toEqual([4]);
  });

  it('moves an entry up or down and ignores moves out of range', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });

  it('saves only the ranks that change', () => {
    const ordered = moveEntry(siblingsInOrder(categories, null), 2, 0); // Rings first
    expect(rankChanges(ordered)).toEqual([
      { id: 1, rank: 10 },
      { id: 3, rank: 20 },
      { id: 2, rank: 30 },
    ]);
    expect(rankChanges([{ id: 9, name: 'A', rank: 10, parentId: null }])).toEqual([]);
  });

  it('gives the moved order back when the ranks are applied', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        (ranks, a, b) => {
          const list = ranks.map((rank, i) => ({ id: i + 1, name: `C${i}`, rank, parentId: null }));
          const ordered = siblingsInOrder(list, null);
          const moved = moveEntry(ordered, a % ordered.length, b % ordered.length);
          const changes = new Map(rankChanges(moved).map((c) => [c.id, c.rank]));
          const saved = list.map((c) => ({ ...c, rank: changes.get(c.id) ?? c.rank }));
          expect(siblingsInOrder(saved, null).map((c) => c.id)).toEqual(moved.map((c) => c.id));
        },
      ),
    );
  });
});
