import { useContext } from 'react';
import { preload, preloadModule } from 'react-dom';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';
import { useScriptNonce } from './script-nonce';

// React DOM's preloadModule passes `fetchPriority` on to the <link> it writes (as it does for its own bootstrap
// modules); its type does not list it yet.
declare module 'react-dom' {
  interface PreloadModuleOptions {
    fetchPriority?: 'high' | 'low' | 'auto';
  }
}

type Manifest = NonNullable<React.ContextType<typeof UNSAFE_FrameworkContext>>['manifest'];
type ManifestRoute = NonNullable<Manifest['routes'][string]>;

/**
 * The order a first visit fetches a page's files in: what its first paint waits for, then its scripts.
 *
 * - Stylesheets first. React puts the script preloads React Router renders (8–22 on a storefront page) at the top
 *   of the head, above the page's `<link rel="stylesheet">` tags, so a browser that fetches six files at a time from
 *   one server (HTTP/1.1) fetched every script chunk before the stylesheets its first paint waits for. A stylesheet
 *   preload goes above the scripts; the stylesheet links then use what it fetched.
 * - Scripts at low priority. The page arrives rendered: its scripts make it answer clicks, they draw nothing, so the
 *   stylesheets and the pictures of the first screen go before them (React asks the same for the modules it boots
 *   with). These preloads come before React Router's own ones for the same files, so the browser fetches each file
 *   once, at this priority.
 */
export function usePreloadOrder(): void {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const nonce = useScriptNonce();
  if (!framework) return;
  const routes = matches.flatMap((match) => framework.manifest.routes[match.id] ?? []);
  for (const route of routes) for (const href of route.css ?? []) preload(href, { as: 'style' });
  // Only the document's first render: later pages' modules are imported by the router as it navigates.
  if (typeof document !== 'undefined') return;
  for (const href of scriptsOf(framework.manifest, routes)) {
    preloadModule(href, { as: 'script', fetchPriority: 'low', nonce });
  }
}

/** The modules React Router's <Scripts> preloads for these routes: the client entry's, then each route's. */
function scriptsOf(manifest: Manifest, routes: ManifestRoute[]): Set<string> {
  const hrefs = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of routes) {
    const modules = [
      route.module,
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
      ...(route.imports ?? []),
    ];
    for (const href of modules) if (href) hrefs.add(href);
  }
  return hrefs;
}
