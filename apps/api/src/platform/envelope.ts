import type { Envelope, ErrorMessage } from '@portal/shared';

export function envelope<T>(value: T): Envelope<T> {
  return { value, hasErrors: false, errorMessages: [], apiMessages: { hasErrors: false, serverErrors: [] } };
}

export function errorEnvelope(errorMessages: ErrorMessage[], serverErrors: string[]): Envelope<null> {
  return { value: null, hasErrors: true, errorMessages, apiMessages: { hasErrors: true, serverErrors } };
}
