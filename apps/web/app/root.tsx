import './styles/mantine-storefront.css';
import './app.css';

import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { AppProviders } from './components/app-providers';
import { ErrorPage } from './components/error-page';
import { CartFollowsUser } from './features/cart/public/cart-follows-user';
import { getPortalName } from './features/settings/public/get-portal-name';
import type { CaptchaConfig } from './lib/captcha';
import { CATALOG_URLS, useCatalog } from './lib/i18n/catalog-loader';
import { langFromPath } from './lib/i18n/paths';
import { serverCatalogsMiddleware } from './lib/i18n/server-catalogs.server';
import { pageMeta } from './lib/page-meta';
import { useScriptNonce } from './lib/script-nonce';
import { usePreloadOrder } from './lib/preload-order';
import { clientSessionMiddleware } from './lib/session/client-middleware';
import { sessionContext } from './lib/session/context';
import { serverSessionMiddleware } from './lib/session/server-middleware';
import { ANONYMOUS, type Session } from './lib/session/session';

export const middleware: Route.MiddlewareFunction[] = [serverCatalogsMiddleware, serverSessionMiddleware];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [clientSessionMiddleware];

export interface RootData {
  session: Session;
  captcha: CaptchaConfig;
  /** The "Portal name" setting: every page title ends with it (lib/page-meta). */
  portalName: string | null;
}

/** Runs once per document: the session seeds the browser's cache, which the client keeps current from then on. */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  let session = ANONYMOUS;
  const { api, getSession } = context.get(sessionContext);
  const portalName = getPortalName(api).catch(() => null);
  try {
    session = await getSession();
  } catch (error) {
    // The storefront still renders when the API is unavailable; guarded pages fail on their own.
    console.error('Could not load the session for server rendering', error);
  }
  const rawVersion = process.env.CAPTCHA_VERSION;
  return {
    session,
    portalName: await portalName,
    captcha: {
      siteKey: process.env.CAPTCHA_SITE_KEY?.trim() || null,
      version: rawVersion === undefined ? 3 : Number(rawVersion) || null,
    },
  };
}

export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = ({ location, error, matches }) =>
  pageMeta({ location, matches, error });

export function Layout({ children }: { children: ReactNode }) {
  const lang = langFromPath(useLocation().pathname);
  const data = useRouteLoaderData<RootData>('root');
  const nonce = useScriptNonce();
  // The titles (<Meta>) are translated too: a switch to the other language waits here for its catalog.
  useCatalog(lang);
  usePreloadOrder();
  return (
    <html lang={lang} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ColorSchemeScript forceColorScheme="light" nonce={nonce} />
        <link rel="preload" href={CATALOG_URLS[lang]} as="fetch" crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body>
        <AppProviders session={data?.session}>{children}</AppProviders>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // The page answers clicks from here on: tests (and tools) wait for this mark, never for a time.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <>
      <CartFollowsUser />
      <Outlet />
    </>
  );
}

/**
 * The storefront frame of an error above the layouts, loaded only when one happens: every page loads the root, and the
 * family page (a layout of its own, docs/decisions.md "The family page's layout, pieces and metals") would otherwise
 * download the store's header, menus and footer that it never shows.
 */
const StorefrontErrorLayout = lazy(() =>
  import('./layouts/storefront-error-layout').then((m) => ({ default: m.StorefrontErrorLayout })),
);

/** Errors above the layouts (spec §2: the storefront error layout when there is one). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <StorefrontErrorLayout>
        <ErrorPage error={error} />
      </StorefrontErrorLayout>
    </Suspense>
  );
}
