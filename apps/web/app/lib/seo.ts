import { localisedPath } from '@portal/shared';
import type { MetaDescriptor } from 'react-router';
import type { Lang } from '../pages';
import { langFromPath } from './i18n/paths';
import { type MetaRouteMatches, pageMeta, siteName } from './page-meta';

export interface StorefrontSeo {
  location: { pathname: string };
  /** The meta function's matches: the root's loader data names the portal (pageMeta). */
  matches: MetaRouteMatches;
  /** Origin of the request the page was rendered for: crawlers need absolute URLs. */
  origin: string;
  /** The page's address without language prefix (storefrontPaths), plus any query that makes it another page. */
  path: string;
  /** The thing's name: the title reads '<name> | <site>' unless an SEO page title is given. */
  name: string;
  /** SEO entry (spec §3 SEO fields): used as the whole title when present. */
  pageTitle?: string | null;
  description?: string | null;
  keywords?: string | null;
  image?: string | null;
}

/** Absolute address of an unprefixed path in a language. */
export const absoluteUrl = (origin: string, path: string, lang: Lang) =>
  `${origin}${localisedPath(path, lang)}`;

/**
 * The head of a storefront page for crawlers (spec §7 SEO, asset limits, decedents): title, description, keywords,
 * canonical address and the en / fr / x-default alternates, rendered on the server.
 */
export function storefrontSeoMeta(seo: StorefrontSeo): MetaDescriptor[] {
  const lang = langFromPath(seo.location.pathname);
  const description = seo.description?.trim() || undefined;
  const base = pageMeta({ location: seo.location, matches: seo.matches, title: seo.name, description });
  const pageTitle = seo.pageTitle?.trim();
  const meta = base.map((entry) => ('title' in entry && pageTitle ? { title: pageTitle } : entry));
  const canonical = absoluteUrl(seo.origin, seo.path, lang);
  const keywords = seo.keywords?.trim();
  if (keywords) meta.push({ name: 'keywords', content: keywords });
  meta.push(
    { tagName: 'link', rel: 'canonical', href: canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: absoluteUrl(seo.origin, seo.path, 'en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: absoluteUrl(seo.origin, seo.path, 'fr') },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absoluteUrl(seo.origin, seo.path, 'en'),
    },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: siteName(seo.matches, lang) },
  );
  if (description) meta.push({ property: 'og:description', content: description });
  if (seo.image) meta.push({ property: 'og:image', content: new URL(seo.image, seo.origin).href });
  return meta;
}
