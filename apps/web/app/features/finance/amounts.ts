/**
 * Money on the finance screens, in whole cents (api-conventions: no binary floating point in sums). The API answers
 * amounts as numbers with at most 2 decimals, so `round(amount × 100)` is their exact number of cents.
 */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** The exact sum of amounts (0.1 + 0.2 is 0.3 here). */
export const sumAmounts = (amounts: readonly number[]): number =>
  fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));

/**
 * An amount as a person types it ("1,234.50", "1 234,50", "12.5"), in cents; null when it is not an amount of money
 * with at most 2 decimals. The last "," or "." followed by one or two digits is the decimal separator; other
 * separators and spaces group thousands.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d[\d.,]*$/.test(compact) || /[.,]$|[.,]{2}/.test(compact)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  if (!/^\d{1,12}$/.test(whole)) return null;
  const fraction = decimal ? decimal[1]!.padEnd(2, '0') : '00';
  return Number(whole) * 100 + Number(fraction);
}
