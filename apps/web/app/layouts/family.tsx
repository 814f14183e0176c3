import './family/family-frame.css';
import type { ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/family';
import { ErrorPage } from '../components/error-page';
import { getCompanyDetails } from '../features/reference/public/get-company-details';
import { sessionContext } from '../lib/session/context';
import { FamilyFooter } from './family/family-footer';

export interface FamilyFrameData {
  /** Who makes the pieces (the company details' name), printed small in the footer; null when unknown. */
  maker: string | null;
}

/** Rendered on the server; a failure only leaves the maker's name out. */
export async function loader({ context }: Route.LoaderArgs): Promise<FamilyFrameData> {
  const { api } = context.get(sessionContext);
  const company = await getCompanyDetails(api).catch(() => null);
  return { maker: company?.name ?? null };
}

/** The name does not change with the page: never loaded again after the first visit. */
export function shouldRevalidate() {
  return false;
}

/**
 * The family page's frame: a grieving family on a funeral home's link sees the funeral home (the page draws its name,
 * logo and colours as its header, above its main content), never our store's menu, cart, sign-in or wish list; only
 * the language link and who makes the pieces remain, in the footer. Without the storefront's shell the page also loads
 * less script.
 */
function FamilyFrame({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<FamilyFrameData>('layout.family');
  return (
    <div className="family-frame">
      {children}
      <FamilyFooter maker={data?.maker ?? null} />
    </div>
  );
}

export default function FamilyLayout() {
  return (
    <FamilyFrame>
      <Outlet />
    </FamilyFrame>
  );
}

/** A missing, revoked or expired link is the 404 page, in the family's frame too. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <FamilyFrame>
      <main id="main" tabIndex={-1}>
        <ErrorPage error={error} />
      </main>
    </FamilyFrame>
  );
}
