import { describe, expect, it } from 'vitest';
import { moneyFormatter } from './format-money';

describe('moneyFormatter', () => {
  const usd = moneyFormatter('en-US', 'USD');

  it('prints zero without a minus sign, whether it is −0 or a negative that rounds to zero', () => {
    expect(usd(-0)).toBe('$0.00');
    expect(usd(-0.004)).toBe('$0.00');
    expect(usd(0)).toBe('$0.00');
    expect(moneyFormatter('fr-FR', 'EUR')(-0).replace(/\s/g, ' ')).toBe('0,00 €');
  });

  it('keeps the sign of a real negative amount and the locale’s grouping', () => {
    expect(usd(-5)).toBe('-$5.00');
    expect(usd(1234.5)).toBe('$1,234.50');
    expect(moneyFormatter('fr-FR', 'EUR')(-1234.5).replace(/\s/g, ' ')).toBe('-1 234,50 €');
  });
});
