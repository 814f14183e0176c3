import { useMemo } from 'react';
import { useFormat } from '../../lib/i18n/use-format';

/**
 * Dates and amounts of the finance screens in the page's locale (en-US, fr-FR: spec §9). A date is the day in UTC,
 * as the API files and filters it (an invoice date is a day; a payment's instant is filed under its UTC day), so the
 * server's HTML and the browser's agree whatever the time zone.
 */
export function useFinanceFormat() {
  const format = useFormat();
  return useMemo(
    () => ({
      day: (iso: string | null) => (iso ? format.date(iso, { dateStyle: 'medium', timeZone: 'UTC' }) : '—'),
      money: (amount: number, currency: string) => format.money(amount, currency),
    }),
    [format],
  );
}

/** The CSV's machine value of a day (docs/decisions.md: ISO dates, plain amounts). */
export const csvDay = (iso: string | null) => (iso ? iso.slice(0, 10) : null);
export const csvAmount = (amount: number) => amount.toFixed(2);
