import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const nonces = new WeakMap<IncomingMessage, string>();

/**
 * The nonce of one response's scripts: the Content-Security-Policy allows `'nonce-<it>'` and no other inline script,
 * and the web app puts it on the document's scripts. Made when first asked for, once per request.
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
