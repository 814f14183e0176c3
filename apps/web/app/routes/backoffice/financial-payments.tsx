import type { Route } from './+types/financial-payments';
import { ErrorPage } from '../../components/error-page';
import { PaymentsPage } from '../../features/finance/public/payments-page';
import { pageFrameLoaders } from '../../lib/page-request';
import { FinancialScreen } from './financial-screen';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/financial/payments (spec §2): the payments received, with the invoices each paid. */
export default function FinancialPayments() {
  return <FinancialScreen>{(props) => <PaymentsPage {...props} />}</FinancialScreen>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
