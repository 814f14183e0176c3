import type { Lang } from '../../pages';

/**
 * The translation of the screens: `{{name}}` placeholders, `_one` / `_other` plural forms chosen by the language's
 * plural rules (French counts 0 as singular), English when a French text is missing, the key when both are. This is
 * all the product uses of i18next, which would cost the storefront 17 KB of compressed JavaScript (docs/decisions.md).
 *
 * Catalogs are data, not code: the server registers both at start (server-catalogs.server.ts); the browser fetches
 * the page's language before hydrating (entry.client.tsx) and the other one when the user switches.
 */
export type Catalog = { [key: string]: string | Catalog };
export type TranslateOptions = { count?: number | string; defaultValue?: string } & Record<string, unknown>;
export type Translate = (key: string, options?: TranslateOptions) => string;

const catalogs: Partial<Record<Lang, Catalog>> = {};
const translators: Partial<Record<Lang, Translate>> = {};

export function registerCatalog(lang: Lang, catalog: Catalog): void {
  catalogs[lang] = catalog;
}

export const hasCatalog = (lang: Lang): boolean => catalogs[lang] !== undefined;

function lookup(catalog: Catalog | undefined, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const interpolate = (text: string, options: TranslateOptions) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });

function createTranslator(lang: Lang): Translate {
  const plurals = new Intl.PluralRules(lang);
  const find = (key: string) => lookup(catalogs[lang], key) ?? lookup(catalogs.en, key);
  return (key, options = {}) => {
    let text: string | undefined;
    if (options.count !== undefined) {
      const count = Number(options.count);
      if (!Number.isNaN(count)) text = find(`${key}_${plurals.select(count)}`);
      text ??= find(`${key}_other`);
    }
    text ??= find(key) ?? options.defaultValue ?? key;
    return interpolate(text, options);
  };
}

/** The translation function of a language; the same function every time, so it can sit in hooks' dependencies. */
export function translator(lang: Lang): Translate {
  translators[lang] ??= createTranslator(lang);
  return translators[lang];
}
