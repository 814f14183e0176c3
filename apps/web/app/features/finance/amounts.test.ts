import { describe, expect, it } from 'vitest';
import { fromCents, parseAmount, sumAmounts, toCents } from './amounts';

describe('amounts in cents', () => {
  it('sums amounts exactly', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([1234.56, 0.44, 100])).toBe(1335);
    expect(sumAmounts([])).toBe(0);
    expect(toCents(19.99)).toBe(1999);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('reads an amount typed in English or French', () => {
    expect(parseAmount('1,234.50')).toBe(123450);
    expect(parseAmount('1 234,50')).toBe(123450);
    expect(parseAmount('1\u202f234,5')).toBe(123450);
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount('12')).toBe(1200);
    expect(parseAmount('0,07')).toBe(7);
    expect(parseAmount('1.234')).toBe(123400);
  });

  it('refuses what is not an amount of money', () => {
    for (const text of ['', 'abc', '-5', '12.345.', '1e5', '.5', '12.3x', '9'.repeat(13)]) {
      expect(parseAmount(text), text).toBeNull();
    }
  });
});
