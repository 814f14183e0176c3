import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnce } from './lib/chunk-reload';
import { loadCatalog } from './lib/i18n/catalog-loader';
import { langFromPath } from './lib/i18n/paths';

// spec §8: a chunk that fails to load (a deployment replaced the hashed files) reloads the page, once per URL. Route
// modules are reloaded by React Router itself; this covers the chunks and stylesheets Vite preloads for them.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

// The page's translations (preloaded by a <link> in the document head) must be there before hydration renders the
// same text as the server did; if they cannot be fetched, hydration goes on and the render asks again.
void loadCatalog(langFromPath(window.location.pathname))
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
