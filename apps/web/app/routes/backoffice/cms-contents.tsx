import type { Route } from './+types/cms-contents';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { ContentsAdmin } from '../../features/cms/public/contents-admin';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/cms/contents: the CMS contents (spec §2). */
export default function CmsContents() {
  return (
    <>
      <PageHeader />
      <ContentsAdmin />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
