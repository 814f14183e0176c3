import type { Language } from '../platform/language';
import { engravingFontName } from './engraving';
import { parseRingSize, ringSizeLabel } from './ring-sizes';

/**
 * What a cart or order line's configuration says, as readable labels in a language: the cart, the order and job order
 * pages and the invoice PDF show these, never the stored keys ('ringSize: 10'). No zod here: storefront pages import
 * this.
 */
export interface ConfigurationEntry {
  key: string;
  name: string;
  value: string;
}

const NAMES: Record<string, { en: string; fr: string }> = {
  ringSize: { en: 'Ring size', fr: 'Taille de bague' },
  engraving: { en: 'Engraving', fr: 'Gravure' },
  description: { en: 'Description', fr: 'Description' },
};

/**
 * Keys that another entry already tells (the font goes with the engraving) or that are not for reading: the wish list
 * keeps a piece's options and quantity in its configuration, which its Add to cart passes on.
 */
const SILENT = new Set(['engravingFont', 'subItems', 'variantIDs', 'quantity']);

function quoted(text: string, language: Language): string {
  return language === 'fr' ? `« ${text} »` : `“${text}”`;
}

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function configurationEntries(
  configuration: Record<string, unknown> | null | undefined,
  language: Language,
): ConfigurationEntry[] {
  const entries: ConfigurationEntry[] = [];
  for (const [key, value] of Object.entries(configuration ?? {})) {
    if (SILENT.has(key) || value === null || value === undefined || value === '') continue;
    const name = NAMES[key]?.[language] ?? key;
    if (key === 'ringSize') {
      const size = parseRingSize(value);
      entries.push({ key, name, value: size === null ? valueText(value) : ringSizeLabel(size, language) });
    } else if (key === 'engraving' && typeof value === 'string') {
      const font = engravingFontName(configuration?.engravingFont, language);
      entries.push({
        key,
        name,
        value: font ? `${quoted(value, language)} (${font})` : quoted(value, language),
      });
    } else entries.push({ key, name, value: valueText(value) });
  }
  return entries;
}

/** The entries in one line of text: 'Ring size 6¾ · Engraving “Forever” (Script)'. */
export function configurationSummary(
  configuration: Record<string, unknown> | null | undefined,
  language: Language,
): string {
  return configurationEntries(configuration, language)
    .map((entry) => `${entry.name} ${entry.value}`)
    .join(' · ');
}
