import { type PriceBasis, priceBasisText } from '@portal/shared/catalog/price-basis';
import type { Lang } from '../../pages';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';

/** The fixing's day as the page writes days; the basis names a calendar day, not an instant, so read in UTC. */
const dayOf = (isoDay: string, lang: Lang) =>
  formatDate(`${isoDay}T12:00:00Z`, lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** What a metal price rests on, in the page's words: "Gold PM fixing, Nov 27, 2026: $2,650.40/oz t + $3.00". */
export function priceBasisWords(basis: PriceBasis, lang: Lang, currency: string): string {
  return priceBasisText(basis, lang, {
    money: (amount) => formatMoney(amount, currency, lang),
    day: (isoDay) => dayOf(isoDay, lang),
  });
}

/** A metal weight in the trade's three units: "3.2 g · 2.058 dwt · 0.1029 oz t". */
export function metalWeightWords(weights: { g: number; dwt: number; ozt: number }, lang: Lang): string {
  const n = (value: number, digits: number) => formatNumber(value, lang, { maximumFractionDigits: digits });
  return `${n(weights.g, 3)} g · ${n(weights.dwt, 3)} dwt · ${n(weights.ozt, 4)} oz t`;
}
