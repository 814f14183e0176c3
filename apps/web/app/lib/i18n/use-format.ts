import { useMemo } from 'react';
import { formatDate, formatDateTime, formatMoney, formatMoneyWithSymbol, formatNumber } from '../format';
import { useLang } from './use-lang';

/** Date, number and money formatters bound to the current page language. */
export function useFormat() {
  const lang = useLang();
  return useMemo(
    () => ({
      date: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) =>
        formatDate(value, lang, options),
      dateTime: (value: string | number | Date) => formatDateTime(value, lang),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, lang, options),
      money: (amount: number, currency: string) => formatMoney(amount, currency, lang),
      moneyWithSymbol: (amount: number, symbol: string) => formatMoneyWithSymbol(amount, symbol, lang),
    }),
    [lang],
  );
}
