import type { Language } from '../platform/language';

/**
 * Ring sizes (docs: shared/docs/jewelry-trade.md §8). A ring is made in a US/Canada size, in quarter sizes; the French
 * system (ISO 8653) is the inner circumference in mm, to the nearest mm. No zod here: storefront pages import this.
 */

/** Rings are made in quarter sizes. */
export const RING_SIZE_STEP = 0.25;
const SMALLEST = 0;
const LARGEST = 16;

const FRACTIONS: Record<string, number> = {
  '¼': 0.25,
  '½': 0.5,
  '¾': 0.75,
  '1/4': 0.25,
  '1/2': 0.5,
  '3/4': 0.75,
};
const GLYPHS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/**
 * A US size from what a person or a stored line says: 7, '7', '6.75', '6,75', '6¾', '6 3/4'. Null when it is not a
 * quarter size between 0 and 16.
 */
export function parseRingSize(value: unknown): number | null {
  let size: number;
  if (typeof value === 'number') size = value;
  else if (typeof value === 'string') {
    const text = value.trim().replace(',', '.');
    const fraction = /^(\d{1,2})?\s*(¼|½|¾|1\/4|1\/2|3\/4)$/.exec(text);
    if (fraction) size = Number(fraction[1] ?? 0) + FRACTIONS[fraction[2]!]!;
    else if (/^\d{1,2}(\.\d{1,2})?$/.test(text)) size = Number(text);
    else return null;
  } else return null;
  if (!Number.isFinite(size) || size < SMALLEST || size > LARGEST) return null;
  return Number.isInteger(size / RING_SIZE_STEP) ? size : null;
}

/** How a line stores a size: '6.75'. */
export function ringSizeValue(size: number): string {
  return String(size);
}

/** Inner diameter in mm of a US size: 11.63 mm + 0.8128 mm per size. */
export function ringDiameterMm(size: number): number {
  return 11.63 + 0.8128 * size;
}

/** Inner circumference in mm of a US size. */
export function ringCircumferenceMm(size: number): number {
  return Math.PI * ringDiameterMm(size);
}

/** The French (ISO 8653) size of a US size: its inner circumference to the nearest mm (US 7 is 54). */
export function frenchRingSize(size: number): number {
  return Math.round(ringCircumferenceMm(size));
}

/** A US size as jewellers write it: 6¾, 7, 7½, ¼. */
export function usRingSizeLabel(size: number): string {
  const whole = Math.floor(size);
  const glyph = GLYPHS[size - whole];
  if (!glyph) return String(whole);
  return whole === 0 ? glyph : `${whole}${glyph}`;
}

/**
 * A size as a page in the language shows it: English pages use the US size (6¾); French pages the French size with
 * the US size it is made in, since several quarter sizes share one French size (54 (US 6¾), 54 (US 7)).
 */
export function ringSizeLabel(size: number, language: Language): string {
  return language === 'fr' ? `${frenchRingSize(size)} (US ${usRingSizeLabel(size)})` : usRingSizeLabel(size);
}

/** Every quarter size from `min` to `max`, both included. */
export function ringSizesBetween(min: number, max: number): number[] {
  const sizes: number[] = [];
  for (let quarter = Math.ceil(min / RING_SIZE_STEP); quarter * RING_SIZE_STEP <= max; quarter += 1)
    sizes.push(quarter * RING_SIZE_STEP);
  return sizes;
}

/**
 * The metal weight of a ring in another size: a shank's metal grows with its length, the inner circumference. `weight`
 * is the weight in the product's `baseSize`. Grams to 3 decimals.
 */
export function weightInRingSize(weight: number, baseSize: number, size: number): string {
  return ((weight * ringCircumferenceMm(size)) / ringCircumferenceMm(baseSize)).toFixed(3);
}
