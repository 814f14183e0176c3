import type { Language } from '../platform/language';

/**
 * Storefront addresses, shared by the web app's links and the server's sitemap (the web route table in
 * apps/web/app/pages.ts declares the same paths). Codes are written lower-case; lookups ignore case. French pages live
 * under /fr.
 */
export const storefrontPaths = {
  home: () => '/',
  catalogue: () => '/catalogue',
  category: (code: string) => `/catalogue/${encodeURIComponent(code.toLowerCase())}`,
  product: (code: string) => `/product/${encodeURIComponent(code.toLowerCase())}`,
  configurator: (code: string) => `/configurator/${encodeURIComponent(code.toLowerCase())}`,
  wishlist: () => '/wishlist',
};

export function localisedPath(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? '/fr' : `/fr${path}`;
}
