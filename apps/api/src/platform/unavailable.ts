import { AppError } from './errors';

/**
 * PostgreSQL's answers that mean "not now" rather than "not this request": the server shutting down or starting
 * (57P01–57P03), out of connections (53300), a lost connection (08xxx), a statement or lock wait over its time limit
 * (57014, 55P03), and the retryable conflicts of concurrent transactions (40001, 40P01).
 */
const DATABASE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57014',
  '55P03',
  '40001',
  '40P01',
]);

/** What node-postgres and Node's sockets say when the server cannot be reached, or stopped answering. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable, please try again';

/** The error a driver raised, under the wrappers of the ORM (drizzle puts it in `cause`). */
export function rootCause(error: unknown): unknown {
  let e = error;
  for (let depth = 0; depth < 5 && (e as { cause?: unknown })?.cause; depth++)
    e = (e as { cause: unknown }).cause;
  return e;
}

/** The reason, when `error` means the database is out of reach for a moment; null for any other error. */
export function databaseUnavailableReason(error: unknown): string | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (DATABASE_CODES.has(code) || NETWORK_CODES.has(code)))
      return `${code}: ${String(message)}`;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m))) return message;
  }
  return null;
}

/** The 503 every caller gets while the database is out of reach: try again in a few seconds. */
export function unavailable(): AppError {
  const error = new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE);
  error.headers['retry-after'] = '5';
  return error;
}

/**
 * What a failed statement logs: the driver's error and the SQL text, never its parameters (they hold customers' data
 * and, during an outage, filled the log with thousands of lines).
 */
export function loggableError(error: unknown): unknown {
  const { query, params } = error as { query?: unknown; params?: unknown };
  const cause = rootCause(error) as { message?: unknown; code?: unknown; stack?: unknown };
  if (typeof query !== 'string' || params === undefined || cause === error) return error;
  return {
    type: 'DatabaseError',
    message: String(cause.message),
    code: cause.code,
    query,
    stack: cause.stack,
  };
}

/**
 * One log line per incident: the first failure of a dependency is logged, the others are counted until it has been
 * quiet for `quietMs`; the next failure after that starts a new incident and says how many were not logged.
 */
export class IncidentLog {
  private readonly incidents = new Map<string, { last: number; unlogged: number }>();

  constructor(
    private readonly quietMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Null while the incident goes on; else the number of failures the last incident did not log (0 for the first). */
  failed(dependency: string): number | null {
    const now = this.now();
    const incident = this.incidents.get(dependency);
    if (incident && now - incident.last < this.quietMs) {
      incident.last = now;
      incident.unlogged += 1;
      return null;
    }
    this.incidents.set(dependency, { last: now, unlogged: 0 });
    return incident?.unlogged ?? 0;
  }
}
