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

/**
 * 13 to 19 digits, optionally grouped by single spaces or dashes as people type them, not touching other digits.
 * pino's `"time":` (13 digits of milliseconds) is left alone: it is written by the logger, never by a user. Nor are
 * the digits after a decimal point (a response time of 1.6340000000000001 ms is not a card number: one in ten such
 * fractions passed the Luhn check and failed the log test).
 */
const DIGIT_RUN = /(?<!"time":)(?<![\d.])\d(?:[ -]?\d){12,18}(?![\d])/g;

/** Masks every Luhn-valid card number in a text; other digit runs (ids, amounts) are kept. */
export function maskCardNumbers(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '');
    return luhnValid(digits) ? `[card number removed …${digits.slice(-4)}]` : run;
  });
}

/** True when a text holds a Luhn-valid card number (tests scan database dumps, logs and responses with it). */
export function holdsCardNumber(text: string): boolean {
  return [...text.matchAll(DIGIT_RUN)].some((m) => luhnValid(m[0].replace(/[ -]/g, '')));
}
