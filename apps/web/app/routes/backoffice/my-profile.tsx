import { useQuery } from '@tanstack/react-query';
import type { Route } from './+types/my-profile';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { ProfileOverview } from '../../features/users/components/profile-overview';
import { sessionQueryOptions, useCurrentUser } from '../../lib/session/session';

/** The signed-in user, read again from GET /api/auth/user when the page opens. */
export default function MyProfile() {
  const cached = useCurrentUser();
  const fresh = useQuery({ ...sessionQueryOptions(), refetchOnMount: 'always' }).data?.user;
  return (
    <>
      <PageHeader />
      <ProfileOverview user={fresh ?? cached} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
