import type { Route } from './+types/cms-components';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { ComponentsAdmin } from '../../features/cms/public/components-admin';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/cms/components: the CMS components and their fields (spec §2). */
export default function CmsComponents() {
  return (
    <>
      <PageHeader />
      <ComponentsAdmin />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
