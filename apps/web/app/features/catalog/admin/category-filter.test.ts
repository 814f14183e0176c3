import { describe, expect, it } from 'vitest';
import { EMPTY_CATEGORY_FILTER, filterCategories, isCategoryFilterActive } from './category-filter';

const categories = [
  { id: 1, name: 'Rings', nameFr: 'Bagues', code: 'RINGS', parentId: null },
  { id: 2, name: 'Signet rings', nameFr: 'Chevalières', code: 'RINGS-SIGNET', parentId: 1 },
  { id: 3, name: 'Wedding bands', nameFr: 'Alliances', code: 'BANDS', parentId: null },
  { id: 4, name: 'Stackable rings', nameFr: 'Bagues empilables', code: 'RINGS-STACK', parentId: 1 },
];
const ids = (filter: Partial<typeof EMPTY_CATEGORY_FILTER>) =>
  filterCategories(categories, { ...EMPTY_CATEGORY_FILTER, ...filter }).map((c) => c.id);

describe('category filter (spec §5)', () => {
  it('keeps everything when empty', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(isCategoryFilterActive(EMPTY_CATEGORY_FILTER)).toBe(false);
  });

  it('matches the name and the code by case-insensitive contains, trimmed', () => {
    expect(ids({ name: '  RINGS ' })).toEqual([1, 2, 4]);
    expect(ids({ code: ' -sig' })).toEqual([2]);
    expect(ids({ name: 'ring', code: 'stack' })).toEqual([4]);
    expect(isCategoryFilterActive({ ...EMPTY_CATEGORY_FILTER, code: 'x' })).toBe(true);
  });

  it('matches the French name too', () => {
    expect(ids({ name: 'bagues' })).toEqual([1, 4]);
  });

  it('narrows to the top level or to one parent’s children', () => {
    expect(ids({ parent: 'top' })).toEqual([1, 3]);
    expect(ids({ parent: 1 })).toEqual([2, 4]);
    expect(ids({ parent: 1, name: 'signet' })).toEqual([2]);
    expect(ids({ parent: 3 })).toEqual([]);
  });

  it('blank text filters nothing', () => {
    expect(ids({ name: '   ', code: '\t' })).toEqual([1, 2, 3, 4]);
    expect(isCategoryFilterActive({ ...EMPTY_CATEGORY_FILTER, name: '   ' })).toBe(false);
  });
});
