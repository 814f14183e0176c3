import type { Language } from '../platform/language';

/**
 * Engraving of a piece (docs/jewelry-trade.md §8): a text of at most the product's length limit, in one of the
 * workshop's fonts. No zod here: storefront pages import this.
 */

export const ENGRAVING_FONTS = [
  { code: 'SCRIPT', name: 'Script', nameFr: 'Script' },
  { code: 'BLOCK', name: 'Block capitals', nameFr: 'Capitales bâton' },
  { code: 'ROMAN', name: 'Roman', nameFr: 'Romain' },
] as const;

export type EngravingFontCode = (typeof ENGRAVING_FONTS)[number]['code'];
export const DEFAULT_ENGRAVING_FONT: EngravingFontCode = 'SCRIPT';

export function engravingFontOf(code: unknown): (typeof ENGRAVING_FONTS)[number] | undefined {
  return ENGRAVING_FONTS.find((font) => font.code === code);
}

export function engravingFontName(code: unknown, language: Language): string | null {
  const font = engravingFontOf(code);
  if (!font) return null;
  return language === 'fr' ? font.nameFr : font.name;
}

/** The characters an engraving counts: what a person sees (an accented letter or an emoji is one). */
export function engravingLength(text: string): number {
  return [...text.trim()].length;
}

/** Why a text cannot be engraved, or null: empty, too long, or holding a line break or control character. */
export function engravingProblem(text: string, maxLength: number): 'empty' | 'tooLong' | 'characters' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return 'characters';
  return engravingLength(trimmed) > maxLength ? 'tooLong' : null;
}
