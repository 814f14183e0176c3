import type { Route } from './+types/orders-awaiting-approval';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { HeldOrders } from '../../features/trade-credit/public/held-orders';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/orders-awaiting-approval (a customer's administrator): its buyers' orders above their limit. */
export default function OrdersAwaitingApprovalPage() {
  return (
    <>
      <PageHeader />
      <HeldOrders list="approval" />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
