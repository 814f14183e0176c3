import type { Route } from './+types/catalog';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { CategoryAdmin } from '../../features/catalog/public/category-admin';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/catalog: the product categories, their order and pictures. */
export default function Catalog() {
  return (
    <>
      <PageHeader />
      <CategoryAdmin />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
