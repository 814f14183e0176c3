import { describe, expect, it } from 'vitest';
import { type PriceBasis, priceBasisText } from './price-basis';

const basis: PriceBasis = {
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
  pricePerGram: 49.9,
};
const en = { money: (n: number) => `$${n.toFixed(2)}`, day: () => '27 Nov 2026' };
const fr = { money: (n: number) => `${n.toFixed(2).replace('.', ',')} $`, day: () => '27 nov. 2026' };

describe('priceBasisText', () => {
  it('names the fixing, its day, the price per ounce and the surcharge, in English and French', () => {
    expect(priceBasisText(basis, 'en', en)).toBe('Gold PM fixing, 27 Nov 2026: $2650.40/oz t + $3.00');
    expect(priceBasisText(basis, 'fr', fr)).toBe('Fixing PM de l’or, 27 nov. 2026 : 2650,40 $/oz t + 3,00 $');
  });
  it('says when the price was typed by staff, and shows a markup', () => {
    const manual = { ...basis, kind: 'manual' as const, fixingId: null, session: null, markupPercent: 2.5 };
    expect(priceBasisText(manual, 'en', en)).toBe(
      'Gold, price set by staff on 27 Nov 2026: $2650.40/oz t + $3.00 + 2.5 %',
    );
    expect(priceBasisText(manual, 'fr', fr)).toBe(
      'Or, prix fixé par nos soins le 27 nov. 2026 : 2650,40 $/oz t + 3,00 $ + 2,5 %',
    );
  });
});
