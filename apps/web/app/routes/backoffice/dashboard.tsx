import type { Route } from './+types/dashboard';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { DashboardWelcome } from '../../features/dashboard/components/dashboard-welcome';

/** The back-office dashboard frame (its summary cards come with the dashboard issue). */
export default function Dashboard() {
  return (
    <>
      <PageHeader />
      <DashboardWelcome />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
