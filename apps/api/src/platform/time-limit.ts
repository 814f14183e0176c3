/** The work did not finish within its time limit (the work itself may still be running: nothing here can stop it). */
export class TimeLimitExceeded extends Error {
  override readonly name = 'TimeLimitExceeded';

  constructor(readonly limitMs: number) {
    super();
    // For the log only: a caller is told in words of its own which dependency did not answer.
    this.message = `No answer within ${limitMs} ms`;
  }
}

/**
 * The work's result, or TimeLimitExceeded once `limitMs` have passed: a dependency that accepts a connection and never
 * answers must not hold a request (or a health probe) for longer than its limit.
 */
export async function withinTimeLimit<T>(work: Promise<T>, limitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeLimitExceeded(limitMs)), limitMs);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
