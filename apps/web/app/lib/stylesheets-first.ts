import { useContext } from 'react';
import { preload } from 'react-dom';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * Asks for the page's stylesheets before its scripts. React puts the script preloads React Router renders (35–55 on
 * a storefront page) at the top of the head, above the page's `<link rel="stylesheet">` tags, so a browser that
 * fetches six files at a time from one server (HTTP/1.1) fetched every script chunk before the stylesheets its first
 * paint waits for. A stylesheet preload goes above the scripts; the stylesheet links then use what it fetched. The
 * stylesheets are the ones React Router's <Links> renders: each matched route's CSS in the build's manifest.
 */
export function usePreloadStylesheets(): void {
  const framework = useContext(UNSAFE_FrameworkContext);
  for (const match of useMatches()) {
    for (const href of framework?.manifest.routes[match.id]?.css ?? []) preload(href, { as: 'style' });
  }
}
