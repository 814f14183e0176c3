import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range';

describe('pageRange', () => {
  it('shows every page when there are few', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts dots for the pages left out on either side of the current one', () => {
    expect(pageRange(10, 20)).toEqual([1, 'dots', 9, 10, 11, 'dots', 20]);
    expect(pageRange(1, 20)).toEqual([1, 2, 'dots', 20]);
    expect(pageRange(20, 20)).toEqual([1, 'dots', 19, 20]);
  });

  it('shows a single left-out page instead of dots', () => {
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'dots', 20]);
  });
});
