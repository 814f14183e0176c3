/**
 * Exact decimal arithmetic for money and weights (api-conventions: never binary floating point in arithmetic that is
 * stored). Values are BigInt millionths; money is rounded to cents half away from zero.
 */
const SCALE = 1_000_000n;

export type Micros = bigint;

export function micros(value: string | number): Micros {
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === ''))
    throw new Error(`Not a decimal number: ${value}`);
  const whole = BigInt(match[2] || '0');
  const fraction = BigInt(((match[3] ?? '') + '000000').slice(0, 6));
  const result = whole * SCALE + fraction;
  return match[1] === '-' ? -result : result;
}

export const multiply = (a: Micros, b: Micros): Micros => divideRounded(a * b, SCALE);
export const divide = (a: Micros, b: Micros): Micros => divideRounded(a * SCALE, b);
export const sum = (values: Micros[]): Micros => values.reduce((a, b) => a + b, 0n);

function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n + d / 2n) / d;
  return negative ? -q : q;
}

/** Rounds to a number of decimal places (2 for money), half away from zero. */
export function roundTo(value: Micros, places: number): Micros {
  const step = 10n ** BigInt(6 - places);
  return divideRounded(value, step) * step;
}

/** For JSON: a number with at most `places` decimals. */
export function toNumber(value: Micros, places = 2): number {
  return Number(roundTo(value, places)) / Number(SCALE);
}

export function toFixedString(value: Micros, places = 2): string {
  const rounded = roundTo(value, places);
  const negative = rounded < 0n;
  const abs = negative ? -rounded : rounded;
  const whole = abs / SCALE;
  const fraction = (abs % SCALE).toString().padStart(6, '0').slice(0, places);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
}
