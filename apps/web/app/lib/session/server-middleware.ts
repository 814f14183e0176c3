import { type MiddlewareFunction, redirect } from 'react-router';
import { type Tokens, createApiClient } from '../api';
import { parseTokens, serializeTokens } from '../auth/tokens';
import { readLocaleCookie } from '../i18n/locale-cookie';
import { langFromPath } from '../i18n/paths';
import { sessionContext } from './context';
import { logout } from './logout';
import { ANONYMOUS, type Session, loadSession } from './session';

/**
 * Where the server calls the API during rendering: the incoming request's own origin (one process serves both), unless
 * INTERNAL_API_ORIGIN points elsewhere (e.g. when a proxy in front rewrites the public origin).
 */
function apiOrigin(request: Request): string {
  return process.env.INTERNAL_API_ORIGIN?.replace(/\/$/, '') ?? new URL(request.url).origin;
}

/**
 * Calls made while rendering carry the process's internal token, so the API does not count them against the per-address
 * rate limit (they all come from the server itself).
 */
const internalFetch: typeof fetch = (input, init) => {
  const token = process.env.INTERNAL_API_TOKEN;
  if (!token) return fetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set('x-portal-internal', token);
  return fetch(input, { ...init, headers });
};

/** The page path of a document or single-fetch data request (`/fr/login.data` → `/fr/login`). */
export function pagePathOf(url: URL): string {
  const path = url.pathname.replace(/\.data$/, '');
  return path === '/_root' ? '/' : path;
}

/**
 * Server side of the session: reads the auth cookie, gives loaders an API client with those tokens, resolves the user
 * lazily (only when a guard or loader asks) and writes rotated tokens back as Set-Cookie.
 */
export const serverSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  // spec §9: the landing page sends a visitor who chose French to /fr.
  if (url.pathname === '/' && readLocaleCookie(cookieHeader) === 'fr') {
    throw redirect(`/fr${url.search}`);
  }
  const secure = url.protocol === 'https:';
  const setCookies: string[] = [];
  let tokens: Tokens | null = parseTokens(cookieHeader);
  const api = createApiClient({
    baseUrl: apiOrigin(request),
    fetch: internalFetch,
    language: () => langFromPath(pagePathOf(url)),
    tokens: {
      get: () => tokens,
      set: (next) => {
        tokens = next;
        setCookies.push(serializeTokens(next, secure));
      },
    },
  });
  let session: Promise<Session> | undefined;
  context.set(sessionContext, {
    api,
    getSession: () => (session ??= loadSession(api, tokens !== null)),
    endSession: async () => {
      await logout(api, tokens);
      tokens = null;
      setCookies.push(serializeTokens(null, secure));
      session = Promise.resolve(ANONYMOUS);
    },
  });
  const response = await next();
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie);
  return response;
};
