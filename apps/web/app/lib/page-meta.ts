import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { translator } from './i18n/i18n';
import { langFromPath } from './i18n/paths';
import { findPage } from './session/access';

/** The HTTP status an error page reports (spec §8: default 500). */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * <title> and description of a page, rendered on the server (issue 4 §10). Error pages are titled '404 Not Found' or
 * 'An error occurred' (spec §2).
 */
export function pageMeta({
  location,
  error,
  title,
  description,
}: {
  location: { pathname: string };
  error?: unknown;
  /** Overrides the title of the page definition (a product name, a CMS page title...). */
  title?: string;
  description?: string;
}): MetaDescriptor[] {
  const lang = langFromPath(location.pathname);
  const t = translator(lang);
  const site = t('app.name');
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
