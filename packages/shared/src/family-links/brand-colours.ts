// The funeral home's colours on the family page, kept readable: plain functions without zod, since the
// family page loads no validation library (its first-load budget).

/** A brand colour as the profile keeps it: `#rrggbb`. */
export const BRAND_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** WCAG 2.x: normal text needs this contrast with its background. */
export const MIN_TEXT_CONTRAST = 4.5;

const channel = (hex: string, at: number) => {
  const value = parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** The relative luminance of `#rrggbb` (WCAG 2.x definition). */
export function luminanceOf(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour to write on a brand colour: black or white, whichever contrasts more. One of the two always
 * reaches 4.5:1 whatever colour the funeral home chose, so its colours never make the page unreadable.
 */
export function readableTextOn(background: string): string {
  // Pure black: with any lighter dark, a mid grey (#777) would have neither reach 4.5:1.
  const dark = '#000000';
  return contrastRatio(background, dark) >= contrastRatio(background, '#ffffff') ? dark : '#ffffff';
}
