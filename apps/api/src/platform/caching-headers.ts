import { PUBLIC } from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a personal answer may be kept as: nowhere (a shared cache would hand it on, a browser keep it on disk). */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Adds `name` to the Vary header, keeping what is there (Accept-Encoding from compression) and never twice. */
export function appendVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current : current === undefined ? [] : [String(current)])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.some((value) => value === '*' || value.toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', [...values, name].join(', '));
}

const isApiPath = (url: string) => /^\/api(?:[/?]|$)/i.test(url);

/**
 * An /api answer is personal when the caller identified itself (a bearer token: a public read then answers with the
 * customer's prices), when the call is not public, or when it is not a read (sign-in answers carry tokens).
 */
function isPersonalApiAnswer(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  const permission = (request.routeOptions.config as { permission?: unknown } | undefined)?.permission;
  // An unknown /api path (the not-found answer) declares none and says nothing about anyone.
  if (permission === undefined) return false;
  return !(Array.isArray(permission) && permission.length === 1 && permission[0] === PUBLIC);
}

/**
 * The caching headers of every /api answer, set once here rather than per route (docs/decisions.md "Caching of
 * personal answers"): `Cache-Control: private, no-store` on a personal answer, and `Vary: Accept-Language` on all of
 * them, since names of reference data and messages follow the request's language (platform/language.ts). Media and
 * pages decide their own (platform/media-route.ts, platform/web.ts).
 */
export function installCachingHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url)) return payload;
    appendVary(reply, 'Accept-Language');
    if (isPersonalApiAnswer(request)) reply.header('cache-control', PRIVATE_NO_STORE);
    return payload;
  });
}
