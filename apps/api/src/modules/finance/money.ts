import { micros, toNumber } from '@portal/shared';

/**
 * The ledger counts in integer cents (BigInt): numeric(14,2) text in, exact arithmetic, text out. Never a float in
 * anything that is stored (api-conventions).
 */
export type Cents = bigint;

const MICROS_PER_CENT = 10_000n;

/** '12.34' → 1234n. Refuses more than 2 decimals instead of rounding what a person typed. */
export function toCents(value: string | number): Cents {
  const m = micros(value);
  if (m % MICROS_PER_CENT !== 0n) throw new Error(`Not an amount in cents: ${value}`);
  return m / MICROS_PER_CENT;
}

/** 1234n → '12.34' (numeric(14,2) for the database). */
export function centsText(cents: Cents): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** For JSON answers: a number with 2 decimals (api-conventions). */
export const moneyNumber = (value: string | null | undefined): number =>
  value === null || value === undefined ? 0 : toNumber(micros(value));

export const sumCents = (values: Cents[]): Cents => values.reduce((a, b) => a + b, 0n);
