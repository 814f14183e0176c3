import { readFileSync } from 'node:fs';

type Catalog = { [key: string]: string | Catalog };

const catalog = (lang: 'en' | 'fr'): Catalog =>
  JSON.parse(readFileSync(new URL(`../app/locales/${lang}.json`, import.meta.url), 'utf8')) as Catalog;

function flatten(tree: Catalog, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/**
 * The texts of the English catalog a French page must not show: the pieces between placeholders of every English
 * message its French twin words differently, long enough to be words (two or more, twelve characters) and found in no
 * French message (a brand name or "E-mail" is the same in both).
 */
function englishOnlyTexts(): string[] {
  const en = flatten(catalog('en'));
  const fr = flatten(catalog('fr'));
  const french = [...fr.values()].join('\n');
  const texts = new Set<string>();
  for (const [key, english] of en) {
    if (fr.get(key) === english) continue;
    for (const piece of english.split(/\{\{[^}]*\}\}|<[^>]*>|\n/)) {
      const text = piece.trim();
      if (text.length >= 12 && /\w+\s+\w+/.test(text) && !french.includes(text)) texts.add(text);
    }
  }
  return [...texts];
}

const ENGLISH = englishOnlyTexts();
/** A code shown as it is stored: CUSTOMER_ADMIN, PARTIALLY_PAID, CP_PAYMENTS:VIEW. */
const RAW_CODE = /\b[A-Z][A-Z0-9]+_[A-Z0-9_]+(?::[A-Z]+)?\b/g;

/** What a French page's text shows that is not French: English catalog texts and raw codes. */
export function notFrench(text: string): string[] {
  const found = ENGLISH.filter((english) => text.includes(english)).map((english) => `English: ${english}`);
  for (const code of text.match(RAW_CODE) ?? []) found.push(`code: ${code}`);
  return found;
}
