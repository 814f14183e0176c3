import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { Lang } from '../../pages';
import { langFromPath, localizePath } from './paths';

/** The language of the current page, from its URL. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** Turns an unprefixed path ('/backoffice/dashboard') into the current language's path. */
export function useLocalizePath(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => localizePath(path, lang), [lang]);
}
