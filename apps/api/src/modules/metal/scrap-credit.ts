import { micros, toFixedString } from '@portal/shared/platform/decimal';

/** Grams in a troy ounce, ×10⁷ so that the arithmetic stays in integers. */
const TROY_OUNCE_E7 = 311_034_768n;

const scaled = (text: string, places: number) => micros(text) / 10n ** BigInt(6 - places);

function roundedDivision(numerator: bigint, denominator: bigint) {
  return (numerator + denominator / 2n) / denominator;
}

/**
 * What a customer's scrap is credited (docs/jewelry-trade.md §3): fine content in troy ounces (grams × fineness ÷
 * 31.1034768) × the fixing's price per ounce, less the refining charge (percent). Computed in integers from the
 * exact inputs (grams to 3 decimals, fineness to 4, price and charge to 2) and rounded once, half up, to the cent.
 */
export function scrapCredit(input: {
  grams: string;
  fineness: string;
  pricePerOunce: string;
  refiningChargePercent: string;
}): { amount: string; fineOunces: string } {
  const g = scaled(input.grams, 3);
  const f = scaled(input.fineness, 4);
  const p = scaled(input.pricePerOunce, 2);
  const kept = 10_000n - scaled(input.refiningChargePercent, 2);
  // cents = g/10³ × f/10⁴ × p/10² × kept/10⁴ ÷ (T/10⁷) × 10²
  const cents = roundedDivision(g * f * p * kept, 10_000n * TROY_OUNCE_E7);
  // ounces in millionths = g/10³ × f/10⁴ ÷ (T/10⁷) × 10⁶
  const fineMicros = roundedDivision(g * f * 1_000_000n, TROY_OUNCE_E7);
  return {
    amount: toFixedString(cents * 10_000n, 2),
    fineOunces: toFixedString(fineMicros, 6),
  };
}
