import type { Route } from './+types/cms-component';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { ComponentEditor } from '../../features/cms/public/component-editor';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/cms/components/{componentId}: one component and its fields (spec §2). */
export default function CmsComponent({ params }: Route.ComponentProps) {
  return (
    <>
      <PageHeader />
      <ComponentEditor key={params.componentId} id={Number(params.componentId)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
