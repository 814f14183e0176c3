import type { Route } from './+types/quick-order';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { QuickOrderForm } from '../../features/cart/public/quick-order-form';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/quick-order: style codes with quantity, metal and size into the cart, checked line by line. */
export default function QuickOrderPage() {
  return (
    <>
      <PageHeader />
      <QuickOrderForm />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
