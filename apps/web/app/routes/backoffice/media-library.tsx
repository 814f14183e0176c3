import { hasPermission } from '@portal/shared';
import type { Route } from './+types/media-library';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { MediaLibraryPage } from '../../features/media/public/media-library-page';
import { pageFrameLoaders } from '../../lib/page-request';
import { useCurrentUser } from '../../lib/session/session';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/media-library (spec §2, §6 "separate customer and admin views"): staff with CP_MEDIA_LIBRARY:ADMIN see and
 * share every customer's assets; a customer sees its own and the shared ones.
 */
export default function MediaLibrary() {
  const user = useCurrentUser();
  const isAdmin = user.kind === 'staff' && hasPermission(user.permissions, 'CP_MEDIA_LIBRARY:ADMIN');
  return (
    <>
      <PageHeader />
      <MediaLibraryPage
        isAdmin={isAdmin}
        canEdit={isAdmin || hasPermission(user.permissions, 'CP_MEDIA_LIBRARY:EDIT')}
        canViewLimits={user.kind === 'staff' && hasPermission(user.permissions, 'CP_CONFIGURATION:VIEW')}
        canEditLimits={user.kind === 'staff' && hasPermission(user.permissions, 'CP_CONFIGURATION:EDIT')}
        customerId={user.scope.customerId}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
