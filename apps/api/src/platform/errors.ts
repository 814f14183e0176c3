import type { ErrorMessage } from '@portal/shared';

/** The one error model: services throw AppError; the error handler turns it into a status and an envelope. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BLOCKED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The envelope key of an error that is not about one field. */
const ERROR_KEYS: Record<ErrorCode, string> = {
  VALIDATION: 'validation',
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  BLOCKED: 'blocked',
  PASSWORD_CHANGE_REQUIRED: 'mustChangePassword',
  NOT_FOUND: 'notFound',
  CONFLICT: 'conflict',
  TOO_LARGE: 'tooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'unsupportedMediaType',
  RATE_LIMITED: 'rateLimited',
  INTERNAL: 'serverError',
  UNAVAILABLE: 'unavailable',
};

export class AppError extends Error {
  readonly status: number;
  readonly fieldErrors: ErrorMessage[];
  /** Extra headers the response needs (Retry-After of a 429). */
  headers: Record<string, string> = {};

  constructor(
    readonly code: ErrorCode,
    message: string,
    fieldErrors: ErrorMessage[] = [],
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
    this.fieldErrors = fieldErrors.length > 0 ? fieldErrors : [{ key: ERROR_KEYS[code], value: message }];
  }
}

export const notFound = (what = 'The record') => new AppError('NOT_FOUND', `${what} was not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Sign-in required') => new AppError('UNAUTHENTICATED', message);
export const invalid = (key: string, message: string) =>
  new AppError('VALIDATION', message, [{ key, value: message }]);
