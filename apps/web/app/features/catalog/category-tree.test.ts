import type { ProductCategory } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { childrenOf, pathTo } from './category-tree';

const category = (id: number, parentID: number | null, rank: number, name: string) =>
  ({ id, parentID, parentId: parentID, rank, name, code: name.toUpperCase() }) as ProductCategory;

const tree = [
  category(1, null, 20, 'Rings'),
  category(2, null, 10, 'Pendants'),
  category(3, 1, 10, 'Signet'),
  category(4, 3, 10, 'Engraved'),
  category(5, 1, 5, 'Bands'),
];

describe('category tree', () => {
  it('lists children in rank order', () => {
    expect(childrenOf(tree, null).map((c) => c.id)).toEqual([2, 1]);
    expect(childrenOf(tree, 1).map((c) => c.id)).toEqual([5, 3]);
  });

  it('walks up to the top category', () => {
    expect(pathTo(tree, 4).map((c) => c.id)).toEqual([1, 3, 4]);
    expect(pathTo(tree, 99)).toEqual([]);
  });
});
