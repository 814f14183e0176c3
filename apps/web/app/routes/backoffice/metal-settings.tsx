import type { Route } from './+types/metal-settings';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { MetalSettingsSection } from '../../features/metal/public/metal-settings';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/metal-settings (staff): the finished-weight tolerance, the price lock window and the lock cap. */
export default function MetalSettingsPage() {
  return (
    <>
      <PageHeader />
      <MetalSettingsSection />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
