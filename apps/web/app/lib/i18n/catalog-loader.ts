import { use } from 'react';
import type { Lang } from '../../pages';
import { type Catalog, hasCatalog, registerCatalog } from './i18n';
import enUrl from '../../locales/en.json?url';
import frUrl from '../../locales/fr.json?url';

/** Where the browser fetches each language's catalog: hashed files, cached for good. */
export const CATALOG_URLS: Record<Lang, string> = { en: enUrl, fr: frUrl };

const loading = new Map<Lang, Promise<void>>();

/** Fetches a language's catalog once; a failed fetch is forgotten so that the next render tries again. */
export function loadCatalog(lang: Lang): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = fetch(CATALOG_URLS[lang])
      .then((response) => {
        if (!response.ok)
          throw new Error(`The ${lang} translations could not be loaded (${response.status})`);
        return response.json() as Promise<Catalog>;
      })
      .then((catalog) => registerCatalog(lang, catalog));
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** Suspends the render until the language's catalog is there (only ever on the first visit of the other language). */
export function useCatalog(lang: Lang): void {
  if (!hasCatalog(lang)) use(loadCatalog(lang));
}
