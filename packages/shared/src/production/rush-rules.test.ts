import { describe, expect, it } from 'vitest';
import { cartTotals } from '../cart/totals';
import { rushFee, rushFeeLineName, withRushFee } from './rush-rules';

const salesTax = { enabled: true, percent: '8.875' };
const cart = (fixedSalesTax: string | null = null) => ({
  ...cartTotals({
    lines: [{ code: 'R1', price: '1234.57', quantity: 1 }],
    shippingPrice: '25',
    salesTax,
    fixedSalesTax,
    coupon: { code: 'TEN', kind: 'percentage', value: 10 },
    today: '2026-11-27',
  }),
  salesTax: { ...salesTax, fixed: fixedSalesTax !== null },
});

describe('the rush fee as an order line', () => {
  it('joins the subtotal and is taxed with the goods, in one rounding', () => {
    const before = cart();
    const fee = rushFee(before.subTotal - before.discountValue, 30);
    const after = withRushFee(before, fee);
    // The same totals as a cart holding the fee as one more line, with the discount the goods had.
    expect(after.rushFee).toBe(333.33);
    expect(after.subTotal).toBe(1567.9);
    expect(after.salesTaxValue).toBe(Math.round((1567.9 - before.discountValue) * 8.875) / 100);
    expect(after.grandTotal).toBe(
      Math.round((after.subTotal - after.discountValue + after.shippingPrice + after.salesTaxValue) * 100) /
        100,
    );
  });

  it('leaves a fixed tax as staff set it, and a zero fee changes nothing', () => {
    const fixed = cart('10.50');
    expect(withRushFee(fixed, 50).salesTaxValue).toBe(10.5);
    expect(withRushFee(fixed, 50).grandTotal).toBe(fixed.grandTotal + 50);
    expect(withRushFee(cart(), 0)).toEqual({ ...cart(), rushFee: 0 });
  });

  it('names the line in the order language', () => {
    expect(rushFeeLineName('en', 'Express', '30.00')).toBe('Rush fee — Express +30 %');
    expect(rushFeeLineName('fr', 'Express', '12.5')).toBe('Supplément d’urgence — Express +12,5 %');
  });
});
