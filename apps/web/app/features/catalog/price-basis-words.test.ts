import type { PriceBasis } from '@portal/shared/catalog/price-basis';
import { describe, expect, it } from 'vitest';
import { metalWeightWords, priceBasisWords } from './price-basis-words';

const fixing: PriceBasis = {
  kind: 'fixing',
  masterAlloyCode: 'GOLD',
  fixingId: 7,
  session: 'PM',
  date: '2026-11-27',
  source: 'LBMA',
  pricePerOunce: 2650.4,
  purity: 0.585,
  surchargePerOunce: 3,
  markupPercent: 0,
  pricePerGram: 49.94,
};

describe('the basis of a metal price in words', () => {
  it('names the fixing, its day and the formula, in the page’s language and money', () => {
    expect(priceBasisWords(fixing, 'en', 'USD')).toBe('Gold PM fixing, Nov 27, 2026: $2,650.40/oz t + $3.00');
    expect(priceBasisWords(fixing, 'fr', 'USD')).toBe(
      'Fixing PM de l’or, 27 nov. 2026 : 2\u202f650,40\u00a0$US/oz t + 3,00\u00a0$US',
    );
  });

  it('names a price staff set, without a surcharge it does not have, with a markup it has', () => {
    const manual: PriceBasis = {
      ...fixing,
      kind: 'manual',
      masterAlloyCode: 'PLATINUM',
      fixingId: null,
      session: null,
      source: null,
      date: '2026-01-05',
      pricePerOunce: 980,
      surchargePerOunce: 0,
      markupPercent: 2.5,
    };
    expect(priceBasisWords(manual, 'en', 'CAD')).toBe(
      'Platinum, price set by staff on Jan 5, 2026: CA$980.00/oz t + 2.5 %',
    );
    expect(priceBasisWords(manual, 'fr', 'EUR')).toBe(
      'Platine, prix fixé par nos soins le 5 janv. 2026 : 980,00\u00a0€/oz t + 2,5 %',
    );
  });

  it('reads the day as a calendar day, whatever the time zone', () => {
    expect(priceBasisWords({ ...fixing, date: '2026-01-01' }, 'en', 'USD')).toContain('Jan 1, 2026');
    expect(priceBasisWords({ ...fixing, date: '2026-12-31' }, 'en', 'USD')).toContain('Dec 31, 2026');
  });

  it('writes a metal weight in grams, pennyweights and troy ounces', () => {
    expect(metalWeightWords({ g: 3.2, dwt: 2.058, ozt: 0.1029 }, 'en')).toBe(
      '3.2 g · 2.058 dwt · 0.1029 oz t',
    );
    expect(metalWeightWords({ g: 1234.5, dwt: 793.784, ozt: 39.6899 }, 'fr')).toBe(
      '1\u202f234,5 g · 793,784 dwt · 39,6899 oz t',
    );
  });
});
