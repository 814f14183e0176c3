import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateTotal } from './estimate';

const base = {
  servicePrices: ['85.00', '40.00'],
  metalWeight: '3.2',
  gramsPerUnit: '1',
  metalPricePerGram: '51.0417',
  treatmentPrices: ['25.00'],
  surchargePercent: '0',
  quantity: 1,
};

describe('estimate', () => {
  it('adds labour, metal by weight and treatments per piece', () => {
    expect(estimateTotal(base)).toEqual({
      labour: 125,
      metalGrams: 3.2,
      metal: 163.33,
      treatments: 25,
      perPiece: 313.33,
      subtotal: 313.33,
      surcharge: 0,
      total: 313.33,
    });
  });

  it('converts pennyweights to grams before pricing the metal', () => {
    const dwt = estimateTotal({ ...base, metalWeight: '2', gramsPerUnit: '1.555173840' });
    expect(dwt.metalGrams).toBe(3.11);
    expect(dwt.metal).toBe(158.74);
  });

  it('multiplies by the quantity and adds a rush surcharge on the whole', () => {
    const rush = estimateTotal({ ...base, quantity: 3, surchargePercent: '25' });
    expect(rush.subtotal).toBe(939.99);
    expect(rush.surcharge).toBe(235);
    expect(rush.total).toBe(1174.99);
  });

  it('never goes below zero and is exact to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100000 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 100000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 50 }),
        (cents, weightMg, percent, quantity) => {
          const e = estimateTotal({
            ...base,
            servicePrices: cents.map((c) => (c / 100).toFixed(2)),
            metalWeight: (weightMg / 1000).toFixed(3),
            surchargePercent: String(percent),
            quantity,
          });
          expect(e.total).toBeGreaterThanOrEqual(0);
          expect(Math.round(e.total * 100)).toBeCloseTo(e.total * 100, 6);
          expect(e.total).toBeCloseTo(e.subtotal + e.surcharge, 6);
        },
      ),
    );
  });
});
