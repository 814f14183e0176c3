import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { LANGUAGES, type Lang, type LayoutName, type PageDefinition, PAGES, routeIdOf } from './pages';

/** One route per page and language: English without prefix, French under /fr (spec §2). */
function pageRoute(lang: Lang, page: PageDefinition) {
  const id = routeIdOf(lang, page.id);
  if (lang === 'en' && page.path === '') return index(page.file, { id });
  const path = lang === 'en' ? page.path : page.path === '' ? 'fr' : `fr/${page.path}`;
  return route(path, page.file, { id });
}

const routesOf = (layoutName: LayoutName) =>
  LANGUAGES.flatMap((lang) =>
    PAGES.filter((page) => page.layout === layoutName).map((page) => pageRoute(lang, page)),
  );

export default [
  layout('layouts/frontend.tsx', { id: 'layout.frontend' }, [
    ...routesOf('frontend'),
    // spec §2: the catch-all shows 'This page could not be found' in the storefront error layout.
    route('fr/*', 'routes/not-found.tsx', { id: routeIdOf('fr', 'not-found') }),
    route('*', 'routes/not-found.tsx', { id: routeIdOf('en', 'not-found') }),
  ]),
  layout('layouts/family.tsx', { id: 'layout.family' }, routesOf('family')),
  layout('layouts/default.tsx', { id: 'layout.default' }, routesOf('default')),
] satisfies RouteConfig;
