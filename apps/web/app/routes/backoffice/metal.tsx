import type { Route } from './+types/metal';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { MetalScreen } from '../../features/metal/public/metal-screen';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/metal (staff): the fixings of gold, silver, platinum and palladium, their CSV import, and the formulas
 * that price every metal from the latest fixing (docs/jewelry-trade.md §2–3).
 */
export default function MetalPage() {
  return (
    <>
      <PageHeader />
      <MetalScreen />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
