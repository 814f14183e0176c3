import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { translator } from './i18n/i18n';
import { langFromPath } from './i18n/paths';
import { findPage } from './session/access';
import type { Lang } from '../pages';

/** The HTTP status an error page reports (spec §8: default 500). */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The matched routes a meta function gets; the root's loader data holds the portal name. */
export type MetaRouteMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/**
 * The site name that titles end with: the "Portal name" global setting, which the root loader reads on the server (one
 * string for both languages), or the catalog's default name when it could not be read.
 */
export function siteName(matches: MetaRouteMatches, lang: Lang): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { portalName?: string | null } | undefined;
  return root?.portalName || translator(lang)('app.name');
}

/**
 * <title> and description of a page, rendered on the server. Error pages are titled '404 Not Found' or
 * 'An error occurred' (spec §2).
 */
export function pageMeta({
  location,
  matches,
  error,
  title,
  description,
}: {
  location: { pathname: string };
  matches: MetaRouteMatches;
  error?: unknown;
  /** Overrides the title of the page definition (a product name, a CMS page title...). */
  title?: string;
  description?: string;
}): MetaDescriptor[] {
  const lang = langFromPath(location.pathname);
  const t = translator(lang);
  const site = siteName(matches, lang);
  if (error) {
    const heading = errorStatus(error) === 404 ? t('errors.notFoundTitle') : t('errors.errorTitle');
    return [{ title: `${heading} | ${site}` }, { name: 'robots', content: 'noindex' }];
  }
  const page = findPage(location.pathname)?.page;
  const pageTitle = title ?? (page ? t(page.titleKey) : site);
  const meta: MetaDescriptor[] = [
    { title: page?.id === 'home' && !title ? site : `${pageTitle} | ${site}` },
    { name: 'description', content: description ?? t('app.description') },
    { property: 'og:title', content: pageTitle },
    { property: 'og:locale', content: lang === 'fr' ? 'fr_FR' : 'en_US' },
  ];
  if (page?.layout === 'default') meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
