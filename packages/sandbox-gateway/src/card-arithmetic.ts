// The sandbox stands in for another company's system, so it does its own arithmetic rather than borrowing the portal's
// (apps/api modules/finance/gateways): were the portal's Luhn check or amount conversion wrong, a sandbox sharing it
// would agree with the mistake and the payment tests would pass.

/** The Luhn check every card number passes (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Cents as NMI writes an amount (1234 → "12.34"), without floating point. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  const text = String(cents).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** "12.34" → 1234; null when the text is not a plain non-negative amount with at most two decimals. */
export function decimalToCents(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
