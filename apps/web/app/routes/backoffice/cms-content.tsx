import type { Route } from './+types/cms-content';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { ContentEditor } from '../../features/cms/public/content-editor';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/cms/contents/{contentId}: one content's editor (spec §2). */
export default function CmsContent({ params }: Route.ComponentProps) {
  return (
    <>
      <PageHeader />
      <ContentEditor key={params.contentId} id={Number(params.contentId)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
