import { describe, expect, it } from 'vitest';
import { mergeGridColumns } from './grid-settings';
import { pageRows, shownColumns, shownPage, sortRows, type SortValues } from './grid-rows';

interface Row {
  name: string;
  rank: number | null;
}

const rows: Row[] = [
  { name: 'Rings', rank: 20 },
  { name: 'bangles', rank: null },
  { name: 'Chains', rank: 10 },
  { name: 'Ring 10', rank: 20 },
  { name: 'Ring 9', rank: 30 },
];
const sortValues: SortValues<Row> = { name: (r) => r.name, rank: (r) => r.rank };

describe('sortRows', () => {
  it('sorts text ignoring case and reading numbers as numbers', () => {
    expect(sortRows(rows, { field: 'name', direction: 'asc' }, sortValues).map((r) => r.name)).toEqual([
      'bangles',
      'Chains',
      'Ring 9',
      'Ring 10',
      'Rings',
    ]);
  });

  it('sorts numbers both ways, keeps equal rows in their order and empty values last', () => {
    expect(sortRows(rows, { field: 'rank', direction: 'asc' }, sortValues).map((r) => r.name)).toEqual([
      'Chains',
      'Rings',
      'Ring 10',
      'Ring 9',
      'bangles',
    ]);
    expect(sortRows(rows, { field: 'rank', direction: 'desc' }, sortValues).map((r) => r.name)).toEqual([
      'Ring 9',
      'Rings',
      'Ring 10',
      'Chains',
      'bangles',
    ]);
  });

  it('keeps the order without a sort or for a column it cannot sort by', () => {
    expect(sortRows(rows, null, sortValues)).toEqual(rows);
    expect(sortRows(rows, { field: 'picture', direction: 'asc' }, sortValues)).toEqual(rows);
  });
});

describe('pageRows', () => {
  const numbers = Array.from({ length: 23 }, (_, i) => i + 1);

  it('cuts pages of the page size, counting from 1', () => {
    expect(pageRows(numbers, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageRows(numbers, 3, 10)).toEqual([21, 22, 23]);
  });

  it('shows the last page when a filter leaves fewer rows than the current page needs', () => {
    expect(pageRows(numbers, 7, 10)).toEqual([21, 22, 23]);
    expect(shownPage(numbers.length, 7, 10)).toBe(3);
    expect(shownPage(0, 4, 10)).toBe(1);
    expect(pageRows([], 2, 10)).toEqual([]);
  });
});

describe('shownColumns', () => {
  const columns = [
    { field: 'code', locked: true },
    { field: 'name' },
    { field: 'parent', visible: false },
    { field: 'rank' },
  ];

  it('shows the grid defaults until the user saves', () => {
    expect(shownColumns(columns, mergeGridColumns(columns, undefined)).map((c) => c.field)).toEqual([
      'code',
      'name',
      'rank',
    ]);
  });

  it('follows the saved choice and width, and never hides a locked column', () => {
    const saved = mergeGridColumns(columns, [
      { field: 'code', visible: false },
      { field: 'parent', visible: true, width: 180 },
      { field: 'rank', visible: false },
    ]);
    expect(shownColumns(columns, saved)).toEqual([
      { field: 'code', locked: true },
      { field: 'name' },
      { field: 'parent', visible: false, width: 180 },
    ]);
  });
});
