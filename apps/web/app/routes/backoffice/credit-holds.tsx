import type { Route } from './+types/credit-holds';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { HeldOrders } from '../../features/trade-credit/public/held-orders';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/credit-holds (staff): the orders kept on credit hold, to release or decline with a reason. */
export default function CreditHoldsPage() {
  return (
    <>
      <PageHeader />
      <HeldOrders list="credit" />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
