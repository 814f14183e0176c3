import type { Route } from './+types/production-scan';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { ScanPage } from '../../features/production/public/scan-page';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/production/scan (staff who move jobs): a scanned job bag moves its job to the next stage. */
export default function ProductionScanPage() {
  return (
    <>
      <PageHeader />
      <ScanPage />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
