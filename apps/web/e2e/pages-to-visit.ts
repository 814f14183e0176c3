import { PAGES } from '../app/pages';

/** Pages whose parameter has a value every fresh demo install knows. */
const SAMPLES: Record<string, string> = {
  'storefront.product': 'product/ns-rg1028',
  'storefront.configurator': 'configurator/ns-rg1028',
  'storefront.catalogue': 'catalogue/rings',
  // The demo seed's first component (Page): every fresh install has it.
  'backoffice.cms.component': 'backoffice/cms/components/1',
};

/** A path with a parameter it cannot do without (`:id`, not `:id?`). */
const needsParameter = (path: string) => /:\w+(?!\?)(\/|$)/.test(path);

/** Every page reachable without an id only a test could know; an optional parameter is left out. */
export function pathsOf(layout: 'frontend' | 'default'): string[] {
  return PAGES.filter((p) => p.layout === layout && p.id !== 'logout').flatMap((p) => {
    // A sample, and the page without its parameter when it can do without (never a literal `:id` in a path).
    if (SAMPLES[p.id])
      return [
        `/${SAMPLES[p.id]}`,
        ...(needsParameter(p.path) ? [] : [`/${p.path.replace(/\/:\w+\?$/, '')}`]),
      ];
    if (needsParameter(p.path)) return [];
    return [`/${p.path.replace(/\/?:\w+\?$/, '')}`];
  });
}
