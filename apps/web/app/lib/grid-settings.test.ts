import { describe, expect, it } from 'vitest';
import { mergeGridColumns, toggleGridColumn } from './grid-settings';

const defaults = [
  { field: 'code', locked: true },
  { field: 'status' },
  { field: 'dueDate', visible: false },
  { field: 'total' },
];

describe('grid settings', () => {
  it('shows the grid’s defaults until the user saves', () => {
    expect(mergeGridColumns(defaults, undefined)).toEqual([
      { field: 'code', visible: true },
      { field: 'status', visible: true },
      { field: 'dueDate', visible: false },
      { field: 'total', visible: true },
    ]);
  });

  it('applies the saved choice, drops columns the grid lost and gives new columns their default', () => {
    const merged = mergeGridColumns(defaults, [
      { field: 'total', visible: false, width: 140 },
      { field: 'dueDate', visible: true },
      { field: 'removedColumn', visible: true },
      { field: 'code', visible: false },
    ]);
    expect(merged).toEqual([
      { field: 'code', visible: true },
      { field: 'status', visible: true },
      { field: 'dueDate', visible: true },
      { field: 'total', visible: false, width: 140 },
    ]);
  });

  it('hides and shows a column but never hides the last one', () => {
    const columns = mergeGridColumns(defaults, undefined);
    expect(toggleGridColumn(columns, 'status', false).find((c) => c.field === 'status')!.visible).toBe(false);
    const single = [{ field: 'code', visible: true }];
    expect(toggleGridColumn(single, 'code', false)).toEqual(single);
  });
});
