import { ApiError } from '../../lib/api';
import { type Operation, notifyOperationFailed } from '../../lib/feedback';

/**
 * After a failed call: the API client has already toasted the server's messages (spec §8 "The product shows them as
 * error toasts"); when the server said nothing a person can read, the spec §8 generic message is shown instead.
 */
export function reportFailure(error: unknown, operation: Operation, name?: string): void {
  if (error instanceof ApiError && error.userMessages.length > 0) return;
  notifyOperationFailed(operation, name);
}

/** The first server message of a failed call, to repeat where the action was attempted (a modal). */
export const serverMessageOf = (error: unknown): string | null =>
  error instanceof ApiError ? (error.userMessages[0] ?? null) : null;
