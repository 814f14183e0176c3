import type { Route } from './+types/metal-accountability';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { MetalAccountabilityReport } from '../../features/metal/public/metal-accountability-report';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/metal-accountability (staff): the metal issued to production, returned, lost and invoiced over a
 * period, per metal and per step (docs/jewelry-trade.md §4).
 */
export default function MetalAccountabilityPage() {
  return (
    <>
      <PageHeader />
      <MetalAccountabilityReport />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
