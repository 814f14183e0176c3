import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './envelope';
import { AppError } from './errors';
import { requestLanguage } from './language';
import { translateFieldErrors, translateMessage } from './messages';
import { databaseUnavailableReason, IncidentLog, loggableError, unavailable } from './unavailable';

const FASTIFY_CODES: Record<string, AppError['code']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'TOO_LARGE',
  FST_FILES_LIMIT: 'TOO_LARGE',
  FST_PARTS_LIMIT: 'TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION',
};

const PUBLIC_MESSAGES: Partial<Record<AppError['code'], string>> = {
  TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'The request body has an unsupported media type',
  VALIDATION: 'The request body is not valid JSON',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
};

/** Maps anything thrown to an AppError; unknown errors become a 500 that hides its details. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const e = error as Partial<FastifyError>;
  const code = e.code ? FASTIFY_CODES[e.code] : undefined;
  if (code) return new AppError(code, PUBLIC_MESSAGES[code] ?? 'The request is not valid');
  if (e.statusCode === 429) return new AppError('RATE_LIMITED', PUBLIC_MESSAGES.RATE_LIMITED!);
  if (e.statusCode === 413) return new AppError('TOO_LARGE', PUBLIC_MESSAGES.TOO_LARGE!);
  if (e.statusCode === 415)
    return new AppError('UNSUPPORTED_MEDIA_TYPE', PUBLIC_MESSAGES.UNSUPPORTED_MEDIA_TYPE!);
  if (e.statusCode === 400) return new AppError('VALIDATION', e.message ?? 'The request is not valid');
  return null;
}

/** The one error handler: every error response of the API is an envelope with a real status code. */
export function installErrorHandler(app: FastifyInstance): void {
  const incidents = new IncidentLog();
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const outage = databaseUnavailableReason(error);
    const known = outage ? unavailable() : toAppError(error);
    const language = requestLanguage(request);
    if (outage) {
      const unlogged = incidents.failed('database');
      if (unlogged !== null)
        request.log.error(
          { dependency: 'database', reason: outage, unloggedBefore: unlogged },
          'database unavailable: answering 503 until it is back (further failures of this incident are not logged)',
        );
    }
    if (known) {
      if (known.status >= 500 && !outage) request.log.error({ err: loggableError(error) }, 'request failed');
      else request.log.info({ code: known.code, status: known.status }, known.message);
      // RFC 9110 §11.6.1: a 401 names the scheme that would succeed (RFC 6750: a bearer token).
      if (known.status === 401) void reply.header('www-authenticate', 'Bearer realm="api"');
      void reply
        .headers(known.headers)
        .status(known.status)
        .send(
          errorEnvelope(translateFieldErrors(language, known.fieldErrors), [
            translateMessage(language, known.message),
          ]),
        );
      return;
    }
    request.log.error({ err: loggableError(error) }, 'unexpected error');
    const message = translateMessage(
      language,
      `An unexpected error occurred. Please quote request id ${String(request.id)} to support.`,
    );
    void reply.status(500).send(errorEnvelope([{ key: 'serverError', value: message }], [message]));
  });
}

/**
 * Fastify's frameworkErrors: what the router refuses before any route runs (a malformed percent-encoding, a path
 * parameter over its length limit) is a 400 in the envelope like every other refusal, not Fastify's own shape.
 */
export function answerRouterError(
  error: Error & { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const message = translateMessage(
    requestLanguage(request),
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long'
      : 'The address is not valid (malformed percent-encoding)',
  );
  request.log.info({ code: error.code }, message);
  void reply.status(400).send(errorEnvelope([{ key: 'url', value: message }], [message]));
}

/** What Node's parser refuses before any route runs: oversized headers, a malformed request line, a slow client. */
const CLIENT_ERRORS: Record<string, { status: number; key: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    key: 'tooLarge',
    message: 'The request headers are too large: remove cookies or shorten the address',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'timeout', message: 'The request took too long to arrive' },
};
const MALFORMED = { status: 400, key: 'validation', message: 'The request is malformed' };

/**
 * Fastify's clientErrorHandler: the answers Node would give bare (431, 400, 408) carry the envelope like every other
 * error. The connection is closed: after a parse error nothing else on it can be trusted.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, key, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(errorEnvelope([{ key, value: message }], [message]));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
