import { useQuery } from '@tanstack/react-query';
import type { Route } from './+types/product-catalog';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { ProductCatalog as ProductCatalogView } from '../../features/catalog/public/product-catalog';
import { companyDetailsQueryOptions } from '../../features/reference/public/get-company-details';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/product-catalog/{productCategoryId?}: browse the categories and their products. */
export default function ProductCatalog({ params }: Route.ComponentProps) {
  const currency = useQuery(companyDetailsQueryOptions()).data?.currencyCode ?? 'USD';
  const categoryId = params.productCategoryId ? Number(params.productCategoryId) : null;
  return (
    <>
      <PageHeader />
      <ProductCatalogView key={categoryId ?? 'all'} categoryId={categoryId} currency={currency} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
