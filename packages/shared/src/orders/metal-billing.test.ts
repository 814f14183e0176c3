import { describe, expect, it } from 'vitest';
import { toFixedString } from '../platform/decimal';
import { metalLineBilling, withinTolerance } from './metal-billing';

const line = {
  quantity: 2,
  metalWeight: '5.250',
  metalPricePerGram: '61.3333',
  finishedWeight: '11.000',
  finishedPricePerGram: '61.3333',
};

describe('metal billing of a line', () => {
  it('bills the estimate per piece and the finished weight once, to the cent', () => {
    const b = metalLineBilling(line);
    expect(toFixedString(b.estimatedGrams!, 3)).toBe('10.500');
    // 5.25 × 61.3333 = 322.0000 → 322.00 a piece
    expect(toFixedString(b.unitMetalAmount!)).toBe('322.00');
    expect(toFixedString(b.estimatedMetalAmount!)).toBe('644.00');
    // 11 × 61.3333 = 674.6663 → 674.67
    expect(toFixedString(b.finishedMetalAmount!)).toBe('674.67');
    expect(toFixedString(b.differenceGrams!, 3)).toBe('0.500');
    expect(toFixedString(b.differencePercent!, 2)).toBe('4.76');
  });

  it('is within the tolerance up to its edge and not beyond', () => {
    expect(withinTolerance(metalLineBilling(line), 5)).toBe(true);
    expect(withinTolerance(metalLineBilling(line), '4.76')).toBe(false);
    expect(withinTolerance(metalLineBilling({ ...line, finishedWeight: '11.025' }), 5)).toBe(true);
    expect(withinTolerance(metalLineBilling({ ...line, finishedWeight: '11.026' }), 5)).toBe(false);
    expect(withinTolerance(metalLineBilling({ ...line, finishedWeight: '9.975' }), 5)).toBe(true);
    expect(withinTolerance(metalLineBilling({ ...line, finishedWeight: '9.974' }), 5)).toBe(false);
  });

  it('has no difference without an estimate, and that is never within the tolerance', () => {
    const b = metalLineBilling({ ...line, metalWeight: null });
    expect(b.differenceGrams).toBeNull();
    expect(withinTolerance(b, 100)).toBe(false);
  });
});
