import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents, luhnValid } from './card-arithmetic';
import { SANDBOX_CARD_NUMBERS } from './index';

describe("the sandbox's card arithmetic", () => {
  it('takes its documented test card numbers and refuses a mistyped one', () => {
    for (const number of Object.keys(SANDBOX_CARD_NUMBERS)) expect(luhnValid(number)).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111')).toBe(false);
  });

  it('writes and reads amounts as NMI does, without floating point', () => {
    expect(centsToDecimal(1234)).toBe('12.34');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(decimalToCents('12.34')).toBe(1234);
    expect(decimalToCents('12.3')).toBe(1230);
    expect(decimalToCents('12')).toBe(1200);
    expect(decimalToCents('-1')).toBeNull();
    expect(decimalToCents('1.234')).toBeNull();
  });
});
