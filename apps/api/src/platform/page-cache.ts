import { AUTH_COOKIE_NAME } from '@portal/shared/constants/index';
import { Cache } from './cache';

/** Storefront pages that read the same for every visitor who is not signed in (prices differ per customer). */
const CACHEABLE = /^(?:\/fr)?(?:\/|\/catalogue(?:\/[^/]+)?|\/product\/[^/]+|\/configurator(?:\/[^/]+)?)$/;

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The HTML in the pieces around its script nonce attributes: each response joins them with its own nonce. */
  pieces: Buffer[];
}

/**
 * Whether the request carries the auth cookie, read as the web app reads it (apps/web/app/lib/cookies.ts: the name
 * trimmed): `portal_auth =…` renders a signed-in page, so it must count as signed in here too.
 */
export function hasAuthCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => {
    const eq = part.indexOf('=');
    return eq >= 0 && part.slice(0, eq).trim() === AUTH_COOKIE_NAME;
  });
}

/**
 * Server-rendered storefront pages as anonymous visitors get them, kept for a minute and dropped as soon as the
 * storefront changes (the platform's one cache, `cache.ts`, per app). Signed-in visitors (auth cookie) are always
 * rendered afresh.
 */
export class PageCache {
  private readonly pages = new Cache<CachedPage>({ name: 'page', maxEntries: 1_000 });

  /** The cache key of a request, or null when the page must be rendered for this request alone. */
  keyOf(method: string, url: string, cookieHeader: string | undefined): string | null {
    if (method !== 'GET') return null;
    const cookies = cookieHeader ?? '';
    // A signed-in page is the visitor's own (their prices, their name): never kept, never served from here.
    if (hasAuthCookie(cookies)) return null;
    const [pathname] = url.split('?');
    // Documents only: client navigations fetch `.data` and are answered afresh.
    if (pathname!.endsWith('.data') || !CACHEABLE.test(pathname!)) return null;
    const locale = /(?:^|;\s*)i18n_redirected=([^;]*)/.exec(cookies)?.[1] ?? '';
    return `${url}|${locale}`;
  }

  /** The kept page of a key (counted as a hit or a miss), or null. */
  get(key: string): CachedPage | null {
    return this.pages.lookup(this, key) ?? null;
  }

  /** Keeps a page rendered with `generation` (read before rendering, so a change during the render is not missed). */
  set(key: string, page: CachedPage, generation: number): void {
    this.pages.keep(this, key, page, generation);
  }
}
