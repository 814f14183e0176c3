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
});
