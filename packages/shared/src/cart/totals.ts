import { micros, multiply, divide, roundTo, sum, toNumber, type Micros } from '../platform/decimal';

export interface CartLine {
  code: string;
  /** Unit price at the time the line was added or last re-priced, 2 decimals. */
  price: string | number;
  quantity: number;
}

export interface Coupon {
  code: string;
  kind: 'percentage' | 'fixed';
  value: string | number;
  validFrom?: string | null;
  validUntil?: string | null;
  /** Items that become free while the coupon applies (one unit of each line with the code). */
  freeItemCodes?: string[];
  /** Lines with these codes ship at the discounted shipping price. */
  discountedShippingCodes?: string[];
  discountedShippingPrice?: string | number;
}

export interface TotalsInput {
  lines: CartLine[];
  shippingPrice: string | number;
  salesTax: { enabled: boolean; percent: string | number };
  /** spec §5: a fixed tax value, when present, overrides the computed tax. */
  fixedSalesTax?: string | number | null;
  coupon?: Coupon | null;
  /** ISO date the coupon's validity is checked against. */
  today: string;
  /** Whether shipping is part of the taxed amount (it is not in most states). */
  taxShipping?: boolean;
}

export interface CartTotals {
  subTotal: number;
  freeItemsValue: number;
  discountValue: number;
  couponCode: string | null;
  couponApplied: boolean;
  shippingPrice: number;
  salesTaxPercent: number;
  salesTaxValue: number;
  grandTotal: number;
}

export function couponIsValid(coupon: Coupon, today: string): boolean {
  const day = today.slice(0, 10);
  if (coupon.validFrom && day < coupon.validFrom.slice(0, 10)) return false;
  if (coupon.validUntil && day > coupon.validUntil.slice(0, 10)) return false;
  return true;
}

const max = (a: Micros, b: Micros) => (a > b ? a : b);
const min = (a: Micros, b: Micros) => (a < b ? a : b);

/**
 * The cart's totals (spec §3 Cart, §5 Cart and checkout), computed the same way by the server, which never trusts a
 * client's totals, and by the web app for display:
 * grand total = subtotal − discount + shipping + sales tax; sales tax only when enabled and the percent is above 0,
 * rounded to 2 decimals, replaced by a fixed tax value when one is given; free items and the coupon's discount never
 * take the total below zero.
 */
export function cartTotals(input: TotalsInput): CartTotals {
  const lines = input.lines.filter((l) => l.quantity > 0);
  const subTotal = roundTo(sum(lines.map((l) => multiply(micros(l.price), micros(l.quantity)))), 2);
  const coupon = input.coupon && couponIsValid(input.coupon, input.today) ? input.coupon : null;

  const freeCodes = new Set(coupon?.freeItemCodes ?? []);
  const freeItemsValue = roundTo(
    sum(lines.filter((l) => freeCodes.has(l.code)).map((l) => micros(l.price))),
    2,
  );
  const afterFree = max(subTotal - freeItemsValue, 0n);

  let discount = 0n;
  if (coupon) {
    const value = max(micros(coupon.value), 0n);
    discount =
      coupon.kind === 'percentage'
        ? roundTo(divide(multiply(afterFree, min(value, micros(100))), micros(100)), 2)
        : roundTo(value, 2);
  }
  const discountValue = min(freeItemsValue + discount, subTotal);

  const discountedShipping = new Set(coupon?.discountedShippingCodes ?? []);
  const shippingDiscounted =
    coupon?.discountedShippingPrice !== undefined && lines.some((l) => discountedShipping.has(l.code));
  const shipping = roundTo(
    max(micros(shippingDiscounted ? coupon!.discountedShippingPrice! : input.shippingPrice), 0n),
    2,
  );

  const percent = micros(input.salesTax.percent);
  const taxable = subTotal - discountValue + (input.taxShipping ? shipping : 0n);
  let tax = 0n;
  if (input.fixedSalesTax !== undefined && input.fixedSalesTax !== null && input.fixedSalesTax !== '')
    tax = roundTo(micros(input.fixedSalesTax), 2);
  else if (input.salesTax.enabled && percent > 0n)
    tax = roundTo(divide(multiply(max(taxable, 0n), percent), micros(100)), 2);

  return {
    subTotal: toNumber(subTotal),
    freeItemsValue: toNumber(freeItemsValue),
    discountValue: toNumber(discountValue),
    couponCode: input.coupon?.code ?? null,
    couponApplied: coupon !== null,
    shippingPrice: toNumber(shipping),
    salesTaxPercent: input.salesTax.enabled ? toNumber(percent, 4) : 0,
    salesTaxValue: toNumber(tax),
    grandTotal: toNumber(subTotal - discountValue + shipping + tax),
  };
}
