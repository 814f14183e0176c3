import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatMoneyWithSymbol, formatNumber } from './format';

// Intl uses narrow no-break spaces in French; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatting per locale (spec §9: en-US and fr-FR)', () => {
  const date = new Date(Date.UTC(2026, 2, 5, 12));

  it('formats dates', () => {
    expect(formatDate(date, 'en', { dateStyle: 'short', timeZone: 'UTC' })).toBe('3/5/26');
    expect(formatDate(date, 'fr', { dateStyle: 'short', timeZone: 'UTC' })).toBe('05/03/2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('keeps each language and set of options apart although the formatters are reused', () => {
    expect(formatNumber(1.5, 'en', { minimumFractionDigits: 2 })).toBe('1.50');
    expect(formatNumber(1.5, 'en')).toBe('1.5');
    expect(formatNumber(1.5, 'fr')).toBe('1,5');
    expect(formatDate(date, 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 5, 2026');
    expect(formatDate(date, 'en', { dateStyle: 'short', timeZone: 'UTC' })).toBe('3/5/26');
    expect(formatMoney(2, 'USD', 'en')).toBe('$2.00');
    expect(formatMoney(2, 'CAD', 'en')).toBe('CA$2.00');
  });

  it('formats numbers', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(plain(formatNumber(1234567.5, 'fr'))).toBe('1 234 567,5');
  });

  it('formats money with two decimals', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(plain(formatMoney(1234.5, 'EUR', 'fr'))).toBe('1 234,50 €');
  });

  it('formats money with a currency symbol where the locale puts it', () => {
    expect(formatMoneyWithSymbol(1234.5, '$', 'en')).toBe('$1,234.50');
    expect(plain(formatMoneyWithSymbol(1234.5, '$', 'fr'))).toBe('1 234,50 $US');
    expect(plain(formatMoneyWithSymbol(1234.5, '¤', 'fr'))).toBe('1 234,50 ¤');
    expect(formatMoneyWithSymbol(-3, '€', 'en')).toBe('-€3.00');
  });

  describe('written by hand exactly as Intl writes them (no Intl on a storefront page while it hydrates)', () => {
    // A fixed pseudo-random series: the same values on every run, of every size, sign and number of decimals.
    const values = (() => {
      let seed = 20261128;
      const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const list = [
        0, -0, 0.005, 0.015, 1.005, 2.675, -0.004, -0.0001, 0.125, 999.995, 1234.5, -1234567.891, 1e14,
      ];
      for (let i = 0; i < 4000; i++) {
        const scale = 10 ** Math.floor(next() * 13 - 3);
        const value = (next() - 0.3) * scale;
        list.push(value, Math.round(value * 100) / 100, Math.round(value * 1000) / 1000);
      }
      return list;
    })();
    const intl = (lang: 'en' | 'fr', options: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'fr-FR', options);

    it.each(['en', 'fr'] as const)('prices in %s', (lang) => {
      for (const currency of ['USD', 'CAD', 'EUR', 'GBP']) {
        const reference = intl(lang, {
          style: 'currency',
          currency,
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        });
        for (const value of values) expect(formatMoney(value, currency, lang)).toBe(reference.format(value));
      }
    });

    it.each(['en', 'fr'] as const)('numbers in %s', (lang) => {
      const optionSets: Intl.NumberFormatOptions[] = [
        {},
        { maximumFractionDigits: 0 },
        { maximumFractionDigits: 3 },
        { minimumFractionDigits: 2 },
        { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      ];
      for (const options of optionSets) {
        const reference = intl(lang, options);
        for (const value of values) expect(formatNumber(value, lang, options)).toBe(reference.format(value));
      }
    });

    it.each(['en', 'fr'] as const)('medium dates in %s', (lang) => {
      const reference = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'fr-FR', { dateStyle: 'medium' });
      // Every day of four years (a leap year among them), at midnight and just before the next one, local time.
      for (let day = 0; day < 4 * 366; day++) {
        for (const date of [new Date(2025, 0, 1 + day), new Date(2025, 0, 1 + day, 23, 59, 59, 999)])
          expect(formatDate(date, lang)).toBe(reference.format(date));
      }
      for (const date of [new Date(999, 11, 31), new Date(10000, 0, 1), '2026-12-29T14:47:50.681Z'])
        expect(formatDate(date, lang)).toBe(reference.format(new Date(date)));
    });

    it('leaves to Intl what it does not write itself', () => {
      expect(formatNumber(0.15, 'en', { style: 'percent' })).toBe('15%');
      expect(formatNumber(Number.NaN, 'en')).toBe('NaN');
      expect(formatMoney(Number.POSITIVE_INFINITY, 'USD', 'en')).toBe('$∞');
      expect(formatMoney(5, 'JPY', 'en')).toBe('¥5.00');
    });
  });
});
