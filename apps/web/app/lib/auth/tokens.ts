import { AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_COOKIE_NAME } from '@portal/shared/constants/index';
import type { TokenStore, Tokens } from '../api';
import { readCookie, serializeCookie } from '../cookies';

/**
 * The auth cookie (spec §9: 180 days) holds the access and refresh tokens. The server reads it to render signed-in
 * pages; the browser reads it to send the bearer header. Both rotate it on refresh.
 */
export const AUTH_COOKIE = AUTH_COOKIE_NAME;

export function parseTokens(cookieHeader: string | null | undefined): Tokens | null {
  const raw = readCookie(cookieHeader, AUTH_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Tokens>;
    return typeof value.token === 'string' && typeof value.refreshToken === 'string'
      ? { token: value.token, refreshToken: value.refreshToken }
      : null;
  } catch {
    return null;
  }
}

export function serializeTokens(tokens: Tokens | null, secure: boolean): string {
  return serializeCookie(AUTH_COOKIE, tokens ? JSON.stringify(tokens) : '', {
    maxAge: tokens ? AUTH_COOKIE_MAX_AGE_SECONDS : 0,
    secure,
  });
}

/** The browser's token store: always the cookie, so a rotation by the server or another tab is seen at once. */
export const browserTokenStore: TokenStore = {
  get: () => (typeof document === 'undefined' ? null : parseTokens(document.cookie)),
  set: (tokens) => {
    document.cookie = serializeTokens(tokens, window.location.protocol === 'https:');
  },
};
