import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { micros, toFixedString } from '../platform/decimal';
import { calculateItemPrice, metalPricePerGram, type PriceInput } from './pricing';

const ring: PriceInput = {
  basePrice: '0',
  labourPrice: '45.00',
  metalWeight: '5.000',
  metal: { pricePerGram: '60.0000', density: '13.070' },
  variants: [],
  subItems: [],
  adjustmentPercent: null,
  quantity: 1,
};

describe('calculateItemPrice', () => {
  it('prices metal weight × price per gram plus labour', () => {
    expect(calculateItemPrice(ring)).toMatchObject({
      metalWeight: 5,
      metalAmount: 300,
      labour: 45,
      unitPrice: 345,
      total: 345,
    });
  });

  it('converts the weight to a denser metal (platinum is heavier than 14K gold)', () => {
    const platinum = calculateItemPrice({ ...ring, metal: { pricePerGram: '35.0000', density: '21.450' } });
    expect(platinum.metalWeight).toBeCloseTo(8.206, 3);
    expect(platinum.metalAmount).toBe(287.21);
  });

  it('adds variants, sub-items and the customer discount, rounded to cents', () => {
    const price = calculateItemPrice({
      ...ring,
      variants: [{ priceDelta: '12.50', weightDelta: '0.500' }],
      subItems: [{ quantity: '3', unitPrice: '19.99' }],
      adjustmentPercent: '-10',
      quantity: 2,
    });
    expect(price).toMatchObject({
      metalWeight: 5.5,
      metalAmount: 330,
      variants: 12.5,
      subItems: 59.97,
      subtotal: 447.47,
    });
    expect(price.adjustment).toBe(-44.75);
    expect(price.unitPrice).toBe(402.72);
    expect(price.total).toBe(805.44);
  });

  it('prices items without metal from their base price', () => {
    expect(
      calculateItemPrice({ ...ring, metal: null, basePrice: '129.00', labourPrice: '0', metalWeight: '0' })
        .unitPrice,
    ).toBe(129);
  });

  it('always adds up: unit price = subtotal + adjustment, total = unit price × quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100000 }),
        fc.integer({ min: 0, max: 500000 }),
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 1, max: 50 }),
        (weightMg, priceCents, adjustmentBasisPoints, quantity) => {
          const p = calculateItemPrice({
            ...ring,
            metalWeight: (weightMg / 1000).toFixed(3),
            metal: { pricePerGram: (priceCents / 100).toFixed(2), density: '13.070' },
            adjustmentPercent: (adjustmentBasisPoints / 100).toFixed(2),
            quantity,
          });
          const cents = (n: number) => Math.round(n * 100);
          expect(cents(p.unitPrice)).toBe(cents(p.subtotal) + cents(p.adjustment));
          expect(cents(p.total)).toBe(cents(p.unitPrice) * quantity);
        },
      ),
    );
  });
});

describe('metalPricePerGram', () => {
  it('derives 14K gold from the fixing per troy ounce, with the surcharge per ounce', () => {
    // (2,650.00 × 0.585 + 37.32) / 31.1034768
    expect(metalPricePerGram('2650.00', '0.5850', '37.32')).toBe('51.0416');
  });
  it('adds the markup after the surcharge', () => {
    // (2,650.40 × 0.750 + 3.00) × 1.10 / 31.1034768
    expect(metalPricePerGram('2650.40', '0.7500', '3.00', '10')).toBe('70.4063');
  });
});

describe('decimal', () => {
  it('parses and formats exactly', () => {
    expect(toFixedString(micros('0.1') + micros('0.2'))).toBe('0.30');
    expect(toFixedString(micros('-2.345'), 2)).toBe('-2.35');
    expect(() => micros('abc')).toThrow();
  });
});
