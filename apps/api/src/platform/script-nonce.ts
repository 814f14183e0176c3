import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const nonces = new WeakMap<IncomingMessage, string>();

/**
 * The nonce of one response's scripts: the Content-Security-Policy of a page allows `'nonce-<it>'` and no other
 * inline script, and the web app puts it on the document's scripts. Made when first asked for, once per request.
 */
export function scriptNonce(request: IncomingMessage): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

/** The header the web app reads the nonce from (apps/web/app/lib/script-nonce.ts). */
export const SCRIPT_NONCE_HEADER = 'x-script-nonce';

/**
 * Origins of the configured card processor's hosted fields (issue 16 §4): its script, the frames it puts in a page
 * and the calls it makes. Set once at start (server.ts); empty when no processor is on.
 */
let processorOrigins: string[] = [];

const directives = (scriptNonce: string | null): [string, string[]][] => [
  ['default-src', ["'self'"]],
  ['base-uri', ["'self'"]],
  ['font-src', ["'self'", 'data:', 'https://fonts.gstatic.com']],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
  ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
  ['object-src', ["'none'"]],
  // No 'unsafe-inline': an inline script runs only with its response's nonce.
  [
    'script-src',
    [
      "'self'",
      ...(scriptNonce === null ? [] : [`'nonce-${scriptNonce}'`]),
      'https://www.google.com',
      'https://www.gstatic.com',
      'https://maps.googleapis.com',
      ...processorOrigins,
    ],
  ],
  ['script-src-attr', ["'none'"]],
  // Mantine sets style attributes; a style nonce would turn them off, and an injected style runs no code.
  ['style-src', ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']],
  ['connect-src', ["'self'", 'https://www.google.com', 'https://maps.googleapis.com', ...processorOrigins]],
  ['frame-src', ["'self'", 'https://www.google.com', ...processorOrigins]],
];

const written = (nonce: string | null) =>
  directives(nonce)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
const MARK = '\u0000';
const pieces = () => written(MARK).split(`'nonce-${MARK}'`) as [string, string];
let [BEFORE, AFTER] = pieces();

/** The policy of every response: one fixed string, with the nonce's source only on a page that has one. */
export let DEFAULT_CONTENT_SECURITY_POLICY = written(null);
export const pageContentSecurityPolicy = (nonce: string) => `${BEFORE}'nonce-${nonce}'${AFTER}`;

/** Allows the card processor's origins in every policy from now on (the strings are written again, once). */
export function allowProcessorOrigins(origins: readonly string[]) {
  processorOrigins = [...new Set(origins)];
  [BEFORE, AFTER] = pieces();
  DEFAULT_CONTENT_SECURITY_POLICY = written(null);
}
