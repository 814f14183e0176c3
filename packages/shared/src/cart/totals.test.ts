import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, type TotalsInput } from './totals';

const base: TotalsInput = {
  lines: [
    { code: 'NS-RG1001', price: '345.00', quantity: 2 },
    { code: 'NS-CN1200', price: '129.99', quantity: 1 },
  ],
  shippingPrice: '25.00',
  salesTax: { enabled: true, percent: '8.875' },
  today: '2026-11-23',
};

describe('cartTotals (spec §5)', () => {
  it('adds subtotal, shipping and tax rounded to cents', () => {
    // 819.99 × 8.875 % = 72.774… → 72.77
    expect(cartTotals(base)).toMatchObject({
      subTotal: 819.99,
      shippingPrice: 25,
      salesTaxValue: 72.77,
      grandTotal: 917.76,
      discountValue: 0,
    });
  });

  it('applies sales tax only when enabled and the percent is above 0', () => {
    expect(cartTotals({ ...base, salesTax: { enabled: false, percent: '8.875' } }).salesTaxValue).toBe(0);
    expect(cartTotals({ ...base, salesTax: { enabled: true, percent: '0' } }).salesTaxValue).toBe(0);
  });

  it('lets a fixed tax value override the computed tax', () => {
    const totals = cartTotals({ ...base, fixedSalesTax: '10.50' });
    expect(totals.salesTaxValue).toBe(10.5);
    expect(totals.grandTotal).toBe(855.49);
  });

  it('applies a percentage or fixed coupon only within its dates', () => {
    const percent = cartTotals({
      ...base,
      coupon: { code: 'HOLIDAY10', kind: 'percentage', value: 10, validUntil: '2026-12-31' },
    });
    expect(percent).toMatchObject({ discountValue: 82, couponApplied: true });
    // (819.99 − 82.00) × 8.875 % = 65.4966… → 65.50
    expect(percent).toMatchObject({ salesTaxValue: 65.5, grandTotal: 828.49 });
    const expired = cartTotals({
      ...base,
      coupon: { code: 'OLD', kind: 'fixed', value: 50, validUntil: '2026-01-31' },
    });
    expect(expired).toMatchObject({ discountValue: 0, couponApplied: false, couponCode: 'OLD' });
    const early = cartTotals({
      ...base,
      coupon: { code: 'SOON', kind: 'fixed', value: 50, validFrom: '2026-12-01' },
    });
    expect(early.couponApplied).toBe(false);
  });

  it('makes one unit of a free item free and discounts shipping for the coupon’s items', () => {
    const totals = cartTotals({
      ...base,
      coupon: {
        code: 'CHAINFREE',
        kind: 'fixed',
        value: 0,
        freeItemCodes: ['NS-CN1200'],
        discountedShippingCodes: ['NS-RG1001'],
        discountedShippingPrice: '5.00',
      },
    });
    expect(totals).toMatchObject({ freeItemsValue: 129.99, discountValue: 129.99, shippingPrice: 5 });
  });

  it('never discounts below zero', () => {
    const totals = cartTotals({ ...base, coupon: { code: 'HUGE', kind: 'fixed', value: 5000 } });
    expect(totals.discountValue).toBe(819.99);
    expect(totals.salesTaxValue).toBe(0);
    expect(totals.grandTotal).toBe(25);
  });

  it('always satisfies grand total = subtotal − discount + shipping + tax, with no negative part', () => {
    const money = fc.integer({ min: 0, max: 1_000_000 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            code: fc.constantFrom('A', 'B', 'C'),
            price: money,
            quantity: fc.integer({ min: 0, max: 20 }),
          }),
          { maxLength: 8 },
        ),
        money,
        fc.integer({ min: 0, max: 15_000 }).map((bp) => (bp / 1000).toFixed(3)),
        fc.option(
          fc.record({
            code: fc.constant('X'),
            kind: fc.constantFrom('percentage' as const, 'fixed' as const),
            value: fc.integer({ min: 0, max: 200 }),
            freeItemCodes: fc.constant<string[]>(['B']),
          }),
          { nil: null },
        ),
        (lines, shippingPrice, percent, coupon) => {
          const t = cartTotals({
            lines,
            shippingPrice,
            salesTax: { enabled: true, percent },
            coupon,
            today: '2026-11-23',
          });
          const cents = (n: number) => Math.round(n * 100);
          expect(cents(t.grandTotal)).toBe(
            cents(t.subTotal) - cents(t.discountValue) + cents(t.shippingPrice) + cents(t.salesTaxValue),
          );
          for (const part of [t.subTotal, t.discountValue, t.shippingPrice, t.salesTaxValue, t.grandTotal])
            expect(part).toBeGreaterThanOrEqual(0);
          expect(t.discountValue).toBeLessThanOrEqual(t.subTotal);
        },
      ),
    );
  });
});
