import { queryContent } from '@portal/shared/cms/query-content';
import type { ContentQuery } from '@portal/shared/cms/query-content';
import { data } from 'react-router';
import type { ApiClient } from '../../lib/api';
import { langFromPath, stripLang } from '../../lib/i18n/paths';

export type ContentDoc = Record<string, unknown>;

/** The storefront pages written in the CMS: their address (without language) → the route key of their page content. */
const CONTENT_PAGES: Record<string, string> = {
  '/faqs': 'faqs',
  '/contact-us': 'contact-us',
  '/account-information': 'account-information',
  '/shipping-information': 'shipping-information',
  '/general-info': 'general-info',
  '/testimonials': 'testimonials',
};

/** Lists shown under a page's text: the FAQ entries on /faqs, the testimonials on /testimonials. */
const PAGE_LISTS: Record<string, string> = { faqs: 'faq-entry', testimonials: 'testimonial' };

export interface ContentPageData {
  origin: string;
  path: string;
  page: ContentDoc | null;
  entries: ContentDoc[];
}

/**
 * The data of a storefront content page for server rendering, from the content query in the page's language.
 * Returns null for a storefront page that is not written in the CMS (its frame shows its title only). A marketing
 * page whose slug is unknown is the 404 page.
 */
export async function loadContentPage(client: ApiClient, url: URL): Promise<ContentPageData | null> {
  const locale = langFromPath(url.pathname);
  const path = stripLang(url.pathname);
  const marketing = /^\/marketing\/([^/]+)$/.exec(path);
  const route = CONTENT_PAGES[path];
  if (!marketing && !route) return null;
  const ask = (body: ContentQuery) =>
    client.send(queryContent, { body: { ...body, locale } }, { silent: true });
  const where = marketing
    ? { component: 'page', slug: decodeURIComponent(marketing[1]!).toLowerCase() }
    : { component: 'page', route };
  const list = route ? PAGE_LISTS[route] : undefined;
  const [pages, entries] = await Promise.all([
    ask({ where, limit: 1 }),
    list ? ask({ where: { component: list }, sortBy: [{ order: 1 }], limit: 100 }) : Promise.resolve([]),
  ]);
  const page = pages[0] ?? null;
  if (marketing && !page) throw data('Not Found', { status: 404 });
  return { origin: url.origin, path, page, entries: entries.filter((e): e is ContentDoc => e !== null) };
}

export const textOf = (doc: ContentDoc | null | undefined, key: string): string =>
  typeof doc?.[key] === 'string' ? (doc[key] as string) : '';
