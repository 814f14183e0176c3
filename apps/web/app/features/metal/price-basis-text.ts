import { type PriceBasis, priceBasisText } from '@portal/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { useLang } from '../../lib/i18n/use-lang';

/** The basis of a metal price in the page's language: "Gold PM fixing, 27 Nov 2026: $2,650.40/oz t + $3.00". */
export function useBasisText(currency: string) {
  const lang = useLang();
  const format = useFormat();
  return (basis: PriceBasis) =>
    priceBasisText(basis, lang, {
      money: (amount) => format.money(amount, currency),
      // The fixing's own day, not shifted by the reader's time zone.
      day: (isoDay) =>
        format.date(`${isoDay}T12:00:00Z`, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }),
    });
}

/** Time left as "1 d 5 h" ("1 j 5 h" in French), "5 h 12 min", "12 min". */
export function timeLeft(seconds: number, lang: 'en' | 'fr'): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} ${lang === 'fr' ? 'j' : 'd'} ${hours} h`;
  if (hours > 0) return `${hours} h ${mins} min`;
  return `${mins} min`;
}
