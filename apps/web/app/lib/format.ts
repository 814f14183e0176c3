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

export function formatDate(
  value: DateInput,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(lang, options).format(date);
}

export function formatDateTime(value: DateInput, lang: Lang) {
  return formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatNumber(value: number, lang: Lang, options: Intl.NumberFormatOptions = {}) {
  return numberFormat(lang, options).format(value);
}

/** Money with 2 decimals in the given ISO currency (api-conventions: money is a 2-place decimal). */
export function formatMoney(amount: number, currency: string, lang: Lang) {
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
