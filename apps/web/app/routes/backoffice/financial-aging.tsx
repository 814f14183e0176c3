import type { Route } from './+types/financial-aging';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { AgingReportScreen } from '../../features/finance/public/statements-screen';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/financial/aging (staff): what every customer owes by days past due, with a chart and the CSV. */
export default function FinancialAging() {
  return (
    <>
      <PageHeader />
      <AgingReportScreen />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
