/**
 * One HTTP exchange with a card processor. A processor that does not answer within the timeout, or answers with a
 * 5xx, may still have done the work: the caller reports the outcome as unknown and never retries with a new key.
 */
export type ProcessorAnswer =
  { kind: 'answer'; status: number; text: string } | { kind: 'no-answer'; message: string };

export async function sendToProcessor(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<ProcessorAnswer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { kind: 'answer', status: response.status, text: await response.text() };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      kind: 'no-answer',
      message: timedOut
        ? `The processor did not answer within ${timeoutMs} ms`
        : `The processor could not be reached (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

/** Cents as the decimal string a form-encoded API takes (1234 → "12.34"), without floating point. */
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
