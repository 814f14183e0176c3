import type { MetalBalance } from '@portal/shared/metal/movement-schemas';
import { divide, micros, roundTo, toNumber } from '@portal/shared/platform/decimal';

/** Grams as the wire carries them: numeric text of the database to a number of 3 decimals. */
export const gramsNumber = (text: string | null | undefined) => toNumber(micros(text ?? '0'), 3);

/** Issued and returned grams (numeric text) to the balance a screen shows: loss = issued − returned, % of issued. */
export function balanceOf(issuedText: string | null, returnedText: string | null): MetalBalance {
  const issued = micros(issuedText ?? '0');
  const returned = micros(returnedText ?? '0');
  const lost = issued - returned;
  return {
    issued: toNumber(issued, 3),
    returned: toNumber(returned, 3),
    lost: toNumber(lost, 3),
    lossPercent: issued > 0n ? toNumber(roundTo(divide(lost * 100n, issued), 2), 2) : null,
  };
}

/** The loss is above the threshold (percent of what was issued), compared exactly rather than on rounded percents. */
export function lossExceeds(issuedText: string, returnedText: string, thresholdPercent: string): boolean {
  const issued = micros(issuedText);
  if (issued <= 0n) return false;
  const lost = issued - micros(returnedText);
  // lost / issued × 100 > threshold, in millionths on both sides.
  return lost * 100n * 1_000_000n > issued * micros(thresholdPercent);
}
