import { divide, micros, multiply, roundTo, toNumber } from '../platform/decimal';
import { addWorkingDays } from './rules';

/**
 * A rush tier's fee on an order: the goods after discount times the tier's percent, rounded to the cent, in exact
 * decimals. The cart shows it and the submission charges it with this one rule.
 */
export function rushFee(goods: number | string, feePercent: number | string): number {
  const base = micros(goods);
  if (base <= 0n) return 0;
  return toNumber(roundTo(divide(multiply(base, micros(feePercent)), micros(100)), 2));
}

/**
 * The earliest day a tier can meet: its lead time in working days from today, then the first working day whose
 * bookings of the tier are below its daily capacity (null capacity: no limit). `booked` counts the tier's orders due
 * each day. Looks at most a year ahead; a tier full for a year has no date (null).
 */
export function earliestTierDate(
  today: string,
  leadDays: number,
  dailyCapacity: number | null,
  booked: ReadonlyMap<string, number>,
  holidays: ReadonlySet<string>,
): string | null {
  let day = addWorkingDays(today, leadDays, holidays);
  for (let tries = 0; tries < 260; tries += 1) {
    if (dailyCapacity === null || (booked.get(day) ?? 0) < dailyCapacity) return day;
    day = addWorkingDays(day, 1, holidays);
  }
  return null;
}

/** The line code of a rush fee on an order, and the charge that marks it (docs/decisions.md "The rush fee is an order line"). */
export const RUSH_FEE_CHARGE = 'RUSH_FEE';

interface TotalsBeforeRush {
  subTotal: number;
  discountValue: number;
  shippingPrice: number;
  salesTaxValue: number;
  grandTotal: number;
  salesTax: { enabled: boolean; percent: number | string; fixed: boolean };
}

/**
 * The totals with the rush fee as a line of the order: it joins the subtotal and is taxed with the goods (one rounding
 * of the whole taxed amount, as `cartTotals` rounds it; a fixed tax stays as staff set it). The cart shows these
 * totals, the submission stores them and the invoice carries them, so the three agree to the cent.
 */
export function withRushFee<T extends TotalsBeforeRush>(totals: T, fee: number): T & { rushFee: number } {
  const feeMicros = micros(fee);
  if (feeMicros <= 0n) return { ...totals, rushFee: 0 };
  const subTotal = micros(totals.subTotal) + feeMicros;
  const discount = micros(totals.discountValue);
  const percent = micros(totals.salesTax.percent);
  let tax = micros(totals.salesTaxValue);
  if (!totals.salesTax.fixed && totals.salesTax.enabled && percent > 0n) {
    const taxable = subTotal - discount;
    tax = roundTo(divide(multiply(taxable > 0n ? taxable : 0n, percent), micros(100)), 2);
  }
  return {
    ...totals,
    rushFee: toNumber(feeMicros),
    subTotal: toNumber(subTotal),
    salesTaxValue: toNumber(tax),
    grandTotal: toNumber(subTotal - discount + micros(totals.shippingPrice) + tax),
  };
}

/** The rush fee line's name, in the order's language: "Rush fee — Express +30 %". */
export function rushFeeLineName(
  language: 'en' | 'fr',
  tierName: string,
  feePercent: number | string,
): string {
  const percent = Number(feePercent).toLocaleString(language === 'fr' ? 'fr-FR' : 'en-US', {
    maximumFractionDigits: 2,
  });
  return language === 'fr'
    ? `Supplément d’urgence — ${tierName} +${percent} %`
    : `Rush fee — ${tierName} +${percent} %`;
}
