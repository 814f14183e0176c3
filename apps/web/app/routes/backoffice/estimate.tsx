import type { Route } from './+types/estimate';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { EstimateGrid } from '../../features/estimate/components/estimate-grid';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/order-creation/estimate (spec §2). */
export default function Estimate() {
  return (
    <>
      <PageHeader />
      <EstimateGrid />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
