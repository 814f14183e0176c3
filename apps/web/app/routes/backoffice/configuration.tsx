import type { Route } from './+types/configuration';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { ConfigurationScreen } from '../../features/settings/public/configuration-screen';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/configuration (spec §2): how the portal behaves, changed by staff without a deploy (spec §7 Settings and
 * configuration).
 */
export default function Configuration() {
  return (
    <>
      <PageHeader />
      <ConfigurationScreen />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
