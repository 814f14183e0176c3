import { micros, multiply, divide, roundTo, sum, toNumber, type Micros } from '../platform/decimal';

/** Item weights are given in 14K gold; this is its density (g/cm³). */
export const REFERENCE_DENSITY = '13.070';

export interface PriceInput {
  basePrice: string;
  labourPrice: string;
  /** Grams in 14K gold. */
  metalWeight: string;
  metal: { pricePerGram: string; density: string } | null;
  variants: { priceDelta: string; weightDelta: string }[];
  subItems: { quantity: string; unitPrice: string }[];
  /** The engraving surcharge of the product when the piece is engraved (the product's, never the client's). */
  engraving?: string;
  /** Customer discount (negative) or markup (positive), percent. */
  adjustmentPercent: string | null;
  quantity: number;
}

export interface PriceBreakdown {
  metalWeight: number;
  metalAmount: number;
  labour: number;
  base: number;
  variants: number;
  subItems: number;
  engraving: number;
  subtotal: number;
  adjustmentPercent: number;
  adjustment: number;
  unitPrice: number;
  quantity: number;
  total: number;
}

/**
 * The price of a configured piece: metal weight (converted to the chosen metal by density, plus variant weight) × the
 * metal's price per gram, plus labour, base price, variant surcharges, sub-items and engraving; then the customer's discount or
 * markup. Each component is rounded to cents before it is added, so the breakdown adds up to the unit price.
 */
export function calculateItemPrice(input: PriceInput): PriceBreakdown {
  const weightIn14k = micros(input.metalWeight) + sum(input.variants.map((v) => micros(v.weightDelta)));
  const weight = input.metal
    ? roundTo(multiply(weightIn14k, divide(micros(input.metal.density), micros(REFERENCE_DENSITY))), 3)
    : 0n;
  const metalAmount = input.metal ? roundTo(multiply(weight, micros(input.metal.pricePerGram)), 2) : 0n;
  const labour = roundTo(micros(input.labourPrice), 2);
  const base = roundTo(micros(input.basePrice), 2);
  const variants = roundTo(sum(input.variants.map((v) => micros(v.priceDelta))), 2);
  const subItems = roundTo(
    sum(input.subItems.map((s) => multiply(micros(s.quantity), micros(s.unitPrice)))),
    2,
  );
  const engraving = roundTo(micros(input.engraving ?? '0'), 2);
  const subtotal: Micros = metalAmount + labour + base + variants + subItems + engraving;
  const percent = input.adjustmentPercent ? micros(input.adjustmentPercent) : 0n;
  const adjustment = roundTo(divide(multiply(subtotal, percent), micros(100)), 2);
  const unitPrice = subtotal + adjustment;
  const quantity = BigInt(input.quantity);
  return {
    metalWeight: toNumber(weight, 3),
    metalAmount: toNumber(metalAmount),
    labour: toNumber(labour),
    base: toNumber(base),
    variants: toNumber(variants),
    subItems: toNumber(subItems),
    engraving: toNumber(engraving),
    subtotal: toNumber(subtotal),
    adjustmentPercent: toNumber(percent),
    adjustment: toNumber(adjustment),
    unitPrice: toNumber(unitPrice),
    quantity: input.quantity,
    total: toNumber(unitPrice * quantity),
  };
}

/** Grams in a troy ounce. */
export const GRAMS_PER_TROY_OUNCE = '31.1034768';

/**
 * Price per gram of a metal by its published formula (docs/jewelry-trade.md §3): the master alloy's price per troy
 * ounce (the fixing) × purity + the surcharge per ounce, then the markup (percent), over the grams of an ounce.
 */
export function metalPricePerGram(
  pricePerOunce: string,
  purity: string,
  surchargePerOunce: string,
  markupPercent = '0',
): string {
  const perOunce = multiply(micros(pricePerOunce), micros(purity)) + micros(surchargePerOunce);
  const marked = perOunce + divide(multiply(perOunce, micros(markupPercent)), micros(100));
  const value = divide(marked, micros(GRAMS_PER_TROY_OUNCE));
  return (Number(roundTo(value, 4)) / 1_000_000).toFixed(4);
}
