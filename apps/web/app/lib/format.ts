import { LOCALES } from '@portal/shared/constants/index';
import type { Lang } from '../pages';

/** spec §9: English formats as en-US, French as fr-FR. */
export const localeOf = (lang: Lang): string => LOCALES[lang];

type DateInput = string | number | Date;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

export function formatDate(
  value: DateInput,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(localeOf(lang), options).format(date);
}

export function formatDateTime(value: DateInput, lang: Lang) {
  return formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatNumber(value: number, lang: Lang, options: Intl.NumberFormatOptions = {}) {
  return new Intl.NumberFormat(localeOf(lang), options).format(value);
}

/** Money with 2 decimals in the given ISO currency (api-conventions: money is a 2-place decimal). */
export function formatMoney(amount: number, currency: string, lang: Lang) {
  return new Intl.NumberFormat(localeOf(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * Money with 2 decimals and a given currency symbol where the locale puts its currency: the estimate data gives a
 * symbol ('$'), not an ISO code. en: $1,234.50; fr: 1 234,50 $. (A currency with a one-character symbol lays it out;
 * the symbol replaces it.)
 */
export function formatMoneyWithSymbol(amount: number, symbol: string, lang: Lang) {
  return new Intl.NumberFormat(localeOf(lang), {
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
