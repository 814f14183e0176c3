import type { Route } from './+types/jobs-at-risk';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { JobsAtRiskScreen } from '../../features/production/public/rush';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/jobs-at-risk (staff): jobs whose remaining stages no longer fit before their promised date. */
export default function JobsAtRiskPage() {
  return (
    <>
      <PageHeader />
      <JobsAtRiskScreen />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
