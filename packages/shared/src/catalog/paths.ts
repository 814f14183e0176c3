/** Storefront addresses, shared by the web app's links and the server's sitemap. French pages live under /fr. */
export const storefrontPaths = {
  home: () => '/',
  catalogue: () => '/catalog',
  category: (code: string) => `/catalog/${encodeURIComponent(code.toLowerCase())}`,
  product: (id: number, slug: string) => `/product/${id}/${encodeURIComponent(slug)}`,
  configurator: (id: number) => `/configurator/${id}`,
  wishlist: () => '/wishlist',
};

export function localisedPath(path: string, language: 'en' | 'fr'): string {
  if (language === 'en') return path;
  return path === '/' ? '/fr' : `/fr${path}`;
}
