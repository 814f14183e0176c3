import type { Route } from './+types/dashboard';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { DashboardBoard } from '../../features/dashboard/public/dashboard-board';
import { DashboardWelcome } from '../../features/dashboard/public/dashboard-welcome';

/**
 * /backoffice/dashboard (spec §2): the summary cards, each loading and failing on its own, in the user's saved
 * arrangement. Its chart styles come with this route only.
 */
export default function Dashboard() {
  return (
    <>
      <PageHeader />
      <DashboardWelcome />
      <DashboardBoard />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
