import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnce } from './lib/chunk-reload';

// spec §8: a chunk that fails to load (a deployment replaced the hashed files) reloads the page, once per URL. Route
// modules are reloaded by React Router itself; this covers the chunks and stylesheets Vite preloads for them.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
