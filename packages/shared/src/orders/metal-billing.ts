import { micros, multiply, divide, roundTo, type Micros } from '../platform/decimal';

/** What an order line holds of its metal (numeric columns as strings). */
export interface MetalLineFigures {
  quantity: number;
  /** Grams of one piece as estimated when ordered. */
  metalWeight: string | null;
  metalPricePerGram: string | null;
  /** Grams of the whole line once finished. */
  finishedWeight: string | null;
  finishedPricePerGram: string | null;
}

export interface MetalLineBilling {
  estimatedGrams: Micros | null;
  /** The metal in one piece's unit price, rounded to cents as `calculateItemPrice` rounds it. */
  unitMetalAmount: Micros | null;
  estimatedMetalAmount: Micros | null;
  finishedGrams: Micros | null;
  finishedMetalAmount: Micros | null;
  differenceGrams: Micros | null;
  /** (finished − estimated) / estimated, in percent, to 2 decimals. */
  differencePercent: Micros | null;
}

const HUNDRED = micros(100);

/**
 * The metal of a line both ways (docs/jewelry-trade.md §3): the estimate is one piece's grams × the quantity, billed
 * at the price it was ordered at (cents per piece, as the unit price was built); the finished weight is the whole
 * line's grams × the price per gram billed, rounded to the cent once.
 */
export function metalLineBilling(line: MetalLineFigures): MetalLineBilling {
  const quantity = BigInt(line.quantity);
  const estimatedGrams = line.metalWeight === null ? null : micros(line.metalWeight) * quantity;
  const unitMetalAmount =
    line.metalWeight === null || line.metalPricePerGram === null
      ? null
      : roundTo(multiply(micros(line.metalWeight), micros(line.metalPricePerGram)), 2);
  const finishedGrams = line.finishedWeight === null ? null : micros(line.finishedWeight);
  const finishedMetalAmount =
    finishedGrams === null || line.finishedPricePerGram === null
      ? null
      : roundTo(multiply(finishedGrams, micros(line.finishedPricePerGram)), 2);
  const differenceGrams =
    finishedGrams === null || estimatedGrams === null ? null : finishedGrams - estimatedGrams;
  const differencePercent =
    differenceGrams === null || !estimatedGrams
      ? null
      : roundTo(divide(multiply(differenceGrams, HUNDRED), estimatedGrams), 2);
  return {
    estimatedGrams,
    unitMetalAmount,
    estimatedMetalAmount: unitMetalAmount === null ? null : unitMetalAmount * quantity,
    finishedGrams,
    finishedMetalAmount,
    differenceGrams,
    differencePercent,
  };
}

/** Whether the finished weight is within ± the tolerance of the estimate (exact: no rounding of the percent). */
export function withinTolerance(billing: MetalLineBilling, tolerancePercent: string | number): boolean {
  if (billing.differenceGrams === null || !billing.estimatedGrams) return false;
  const difference = billing.differenceGrams < 0n ? -billing.differenceGrams : billing.differenceGrams;
  return difference * HUNDRED <= micros(tolerancePercent) * billing.estimatedGrams;
}
