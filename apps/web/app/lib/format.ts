import { LOCALES } from '@portal/shared/constants/index';
import type { Lang } from '../pages';

/** spec §9: English formats as en-US, French as fr-FR. */
export const localeOf = (lang: Lang): string => LOCALES[lang];

type DateInput = string | number | Date;

// Building an Intl formatter costs far more than using one (a catalogue page formats two dozen prices while it
// hydrates, a list a hundred dates): each language and set of options is built once and kept. The options a page
// passes are a handful of literals, so the caches stay small.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function kept<F, O>(
  cache: Map<string, F>,
  lang: Lang,
  options: O,
  build: (locale: string, options: O) => F,
): F {
  const key = `${lang}${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = build(localeOf(lang), options)));
  return format;
}

const dateFormat = (lang: Lang, options: Intl.DateTimeFormatOptions) =>
  kept(dateFormats, lang, options, (locale, o) => new Intl.DateTimeFormat(locale, o));

const numberFormat = (lang: Lang, options: Intl.NumberFormatOptions) =>
  kept(numberFormats, lang, options, (locale, o) => new Intl.NumberFormat(locale, o));

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** The months as each locale abbreviates them in a medium date ("Dec 29, 2026", "29 déc. 2026"). */
const MEDIUM_MONTHS: Readonly<Record<Lang, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

const isMediumDate = (options: Intl.DateTimeFormatOptions) =>
  Object.keys(options).length === 1 && options.dateStyle === 'medium';

/**
 * A medium date in the browser's time zone, as Intl writes it, or null where Intl must (a year outside 1000-9999).
 * The first Intl.DateTimeFormat a page builds costs 20-300 ms of blocked main thread at a phone's speed: the largest
 * single cost of the family page's hydration (docs/decisions.md, "Numbers and prices written without Intl").
 */
function writtenMediumDate(date: Date, lang: Lang): string | null {
  const year = date.getFullYear();
  if (year < 1000 || year > 9999) return null;
  const month = MEDIUM_MONTHS[lang][date.getMonth()];
  const day = date.getDate();
  return lang === 'en' ? `${month} ${day}, ${year}` : `${day} ${month} ${year}`;
}

export function formatDate(
  value: DateInput,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return (isMediumDate(options) && writtenMediumDate(date, lang)) || dateFormat(lang, options).format(date);
}

export function formatDateTime(value: DateInput, lang: Lang) {
  return formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' });
}

// The first Intl.NumberFormat a browser builds loads ICU's number data: 40-280 ms of blocked main thread at a phone's
// CPU speed, inside the storefront's hydration (docs/decisions.md, "Numbers and prices written without Intl"). The
// plain numbers and prices of both locales are therefore written here, digit for digit as Intl writes them
// (format.test.ts compares the two on thousands of values); any other option or value goes to Intl.
const SEPARATORS: Readonly<Record<Lang, { group: string; decimal: string }>> = {
  en: { group: ',', decimal: '.' },
  fr: { group: '\u202f', decimal: ',' },
};

/** Where each locale writes the currencies the store uses: "$1.00" and "1,00 $US". */
const CURRENCY_SIGNS: Readonly<Record<Lang, Readonly<Record<string, { before?: string; after?: string }>>>> =
  {
    en: { USD: { before: '$' }, CAD: { before: 'CA$' }, EUR: { before: '€' }, GBP: { before: '£' } },
    fr: {
      USD: { after: '\u00a0$US' },
      CAD: { after: '\u00a0$CA' },
      EUR: { after: '\u00a0€' },
      GBP: { after: '\u00a0£GB' },
    },
  };

/** `digits` (a string of decimal digits) plus one in its last place: "0999" -> "1000". */
function incremented(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * The sign and digits of `value` in `lang`, or null where Intl must write it (not finite, in exponent notation).
 * Intl rounds the shortest decimal that reads back as the number (35.55, not the double's 35.54999…), half away
 * from zero; so does this, on the digits of String(value).
 */
function writtenNumber(
  value: number,
  lang: Lang,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
) {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e') || minimumFractionDigits > maximumFractionDigits)
    return null;
  const [integer = '0', fraction = ''] = shortest.split('.');
  let whole = integer + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') whole = incremented(whole);
  const integerDigits = whole.slice(0, whole.length - maximumFractionDigits) || '0';
  const fractionDigits = whole.slice(whole.length - maximumFractionDigits);
  let kept = fractionDigits.length;
  while (kept > minimumFractionDigits && fractionDigits[kept - 1] === '0') kept--;
  const { group, decimal } = SEPARATORS[lang];
  const grouped = integerDigits.replace(/\B(?=(\d{3})+$)/g, group);
  return {
    negative: value < 0 || Object.is(value, -0),
    digits: kept > 0 ? `${grouped}${decimal}${fractionDigits.slice(0, kept)}` : grouped,
  };
}

/** True when the options ask for nothing but fraction digits (what writtenNumber handles). */
const onlyFractionDigits = (options: Intl.NumberFormatOptions) =>
  Object.keys(options).every((key) => key === 'minimumFractionDigits' || key === 'maximumFractionDigits');

export function formatNumber(value: number, lang: Lang, options: Intl.NumberFormatOptions = {}) {
  if (onlyFractionDigits(options)) {
    const minimum = options.minimumFractionDigits ?? 0;
    const written = writtenNumber(
      value,
      lang,
      minimum,
      options.maximumFractionDigits ?? Math.max(minimum, 3),
    );
    if (written) return `${written.negative ? '-' : ''}${written.digits}`;
  }
  return numberFormat(lang, options).format(value);
}

/** Money with 2 decimals in the given ISO currency (api-conventions: money is a 2-place decimal). */
export function formatMoney(amount: number, currency: string, lang: Lang) {
  const signs = CURRENCY_SIGNS[lang][currency];
  const written = signs && writtenNumber(amount, lang, 2, 2);
  if (signs && written)
    return `${written.negative ? '-' : ''}${signs.before ?? ''}${written.digits}${signs.after ?? ''}`;
  return numberFormat(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The currencies a symbol of the data stands for: the store's dollar is the US dollar. */
const SYMBOL_CURRENCIES: Readonly<Record<string, string>> = {
  $: 'USD',
  US$: 'USD',
  CA$: 'CAD',
  '€': 'EUR',
  '£': 'GBP',
};

/**
 * Money with 2 decimals for a currency given by its symbol (the estimate data gives '$', not an ISO code): a known
 * symbol is formatted as its currency, so a French reader sees "1 234,50 $US" as on every other page (en: $1,234.50);
 * an unknown symbol takes the place where the locale puts its currency.
 */
export function formatMoneyWithSymbol(amount: number, symbol: string, lang: Lang) {
  const currency = SYMBOL_CURRENCIES[symbol.trim()];
  if (currency) return formatMoney(amount, currency, lang);
  return numberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}
