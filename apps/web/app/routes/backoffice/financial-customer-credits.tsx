import type { Route } from './+types/financial-customer-credits';
import { ErrorPage } from '../../components/error-page';
import { CreditsPage } from '../../features/finance/public/credits-page';
import { pageFrameLoaders } from '../../lib/page-request';
import { FinancialScreen } from './financial-screen';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/financial/customer-credits (spec §2): credit memos, prepayments and refunds due, with their balances. */
export default function FinancialCustomerCredits() {
  return <FinancialScreen>{(props) => <CreditsPage {...props} />}</FinancialScreen>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
