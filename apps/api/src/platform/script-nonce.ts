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

const directives = (
  scriptNonce: string | null,
  processorOrigins: readonly string[],
): [string, string[]][] => [
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

export interface ContentSecurityPolicy {
  /** The policy of every response that is not a page: one fixed string. */
  fixed: string;
  /** A page's policy, with its own script nonce. */
  page: (nonce: string) => string;
}

/**
 * The Content-Security-Policy of this installation, written once: `processorOrigins` are the configured card
 * processor's hosted fields (spec §7 Payments and cards: its script, the frames it puts in a page and the calls it
 * makes).
 */
export function contentSecurityPolicy(processorOrigins: readonly string[] = []): ContentSecurityPolicy {
  const origins = [...new Set(processorOrigins)];
  const written = (nonce: string | null) =>
    directives(nonce, origins)
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join(';');
  const mark = '\u0000';
  const [before, after] = written(mark).split(`'nonce-${mark}'`) as [string, string];
  return { fixed: written(null), page: (nonce) => `${before}'nonce-${nonce}'${after}` };
}
