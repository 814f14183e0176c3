import type { Route } from './+types/seo';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { SeoAdmin } from '../../features/seo/public/seo-admin';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/seo: page title, meta description, keywords and image alt per language, for categories and products. */
export default function Seo() {
  return (
    <>
      <PageHeader />
      <SeoAdmin />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
