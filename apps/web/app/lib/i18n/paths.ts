import type { Lang } from '../../pages';

/** The language of a URL path: French under /fr (spec §2), English otherwise. */
export function langFromPath(pathname: string): Lang {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

/** The path without its language prefix, always starting with '/'. */
export function stripLang(pathname: string): string {
  if (langFromPath(pathname) === 'en') return pathname || '/';
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** The path of `path` (written without prefix, starting with '/') in `lang`; query and hash are kept. */
export function localizePath(path: string, lang: Lang): string {
  if (lang === 'en') return path;
  if (path === '/' || path === '') return '/fr';
  if (path.startsWith('/?') || path.startsWith('/#')) return `/fr${path.slice(1)}`;
  return `/fr${path}`;
}

/** The same page in another language: `/fr/login?x=1` ↔ `/login?x=1`. */
export function switchLangPath(pathname: string, search: string, lang: Lang): string {
  return localizePath(stripLang(pathname), lang) + search;
}
