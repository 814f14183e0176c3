import type { Route } from './+types/production-stages';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { ProductionStagesScreen } from '../../features/production/public/production-stages-screen';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/production-stages (staff): each service type's production stages and their expected durations. */
export default function ProductionStagesPage() {
  return (
    <>
      <PageHeader />
      <ProductionStagesScreen />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
