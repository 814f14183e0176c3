import { PAGES } from '../app/pages';

/** Pages whose parameter has a value every fresh demo install knows. */
const SAMPLES: Record<string, string> = {
  'storefront.product': 'product/ns-rg1028',
  'storefront.configurator': 'configurator/ns-rg1028',
  'storefront.catalogue': 'catalogue/rings',
};

/** Every page reachable without an id only a test could know; an optional parameter is left out. */
export function pathsOf(layout: 'frontend' | 'default'): string[] {
  return PAGES.filter((p) => p.layout === layout && p.id !== 'logout').flatMap((p) => {
    if (SAMPLES[p.id]) return [`/${SAMPLES[p.id]}`, `/${p.path.replace(/\/:\w+\?$/, '')}`];
    if (/:\w+(?!\?)(\/|$)/.test(p.path)) return [];
    return [`/${p.path.replace(/\/?:\w+\?$/, '')}`];
  });
}
