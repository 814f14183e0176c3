import type { Route } from './+types/financial-invoices';
import { ErrorPage } from '../../components/error-page';
import { InvoicesPage } from '../../features/finance/public/invoices-page';
import { pageFrameLoaders } from '../../lib/page-request';
import { FinancialScreen } from './financial-screen';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/financial/invoices (spec §2): the customer's invoices, or every customer's for staff. */
export default function FinancialInvoices() {
  return <FinancialScreen>{(props) => <InvoicesPage {...props} />}</FinancialScreen>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
