import { AUTH_COOKIE_NAME } from '@portal/shared/constants/index';
import { contentGeneration } from './content-generation';

/** Storefront pages that read the same for every visitor who is not signed in (prices differ per customer). */
const CACHEABLE = /^(?:\/fr)?(?:\/|\/catalogue(?:\/[^/]+)?|\/product\/[^/]+|\/configurator(?:\/[^/]+)?)$/;
const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

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
 * catalogue or SEO changes (content generation). Signed-in visitors (auth cookie) are always rendered afresh.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage & { at: number; generation: number }>();

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

  get(key: string): CachedPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.generation !== contentGeneration() || Date.now() - page.at > TTL_MS) {
      this.pages.delete(key);
      return null;
    }
    return page;
  }

  /** Keeps a page rendered with `generation` (read before rendering, so a change during the render is not missed). */
  set(key: string, page: CachedPage, generation: number): void {
    if (this.pages.size >= MAX_ENTRIES) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, { ...page, at: Date.now(), generation });
  }
}
