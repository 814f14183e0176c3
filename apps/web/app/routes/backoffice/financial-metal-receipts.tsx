import { Card } from '@mantine/core';
import type { Route } from './+types/financial-metal-receipts';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { MetalReceiptsList } from '../../features/metal/public/metal-receipts-list';
import { pageFrameLoaders } from '../../lib/page-request';
import { useCurrentUser } from '../../lib/session/session';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/financial/metal-receipts, beside the customer credits: the old metal a customer brought in, how it was
 * tested and priced, and the credit it made (docs/jewelry-trade.md §3). A customer sees its own only.
 */
export default function FinancialMetalReceipts() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader />
      <Card withBorder>
        <MetalReceiptsList showCustomer={user.kind === 'staff'} />
      </Card>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
