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
 * Server-rendered storefront pages as anonymous visitors get them, kept for a minute and dropped as soon as the
 * catalogue or SEO changes (content generation). Signed-in visitors (auth cookie) are always rendered afresh.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage & { at: number; generation: number }>();

  /** The cache key of a request, or null when the page must be rendered for this request alone. */
  keyOf(method: string, url: string, cookieHeader: string | undefined): string | null {
    if (method !== 'GET') return null;
    const cookies = cookieHeader ?? '';
    if (/(?:^|;\s*)portal_auth=/.test(cookies)) return null;
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
