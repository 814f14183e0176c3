import type { Route } from './+types/financial-statements';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { usePickedCustomer } from '../../features/customers/public/picked-customer';
import { StatementsScreen } from '../../features/finance/public/statements-screen';
import { useTranslation } from '../../lib/i18n/use-translation';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/financial/statements: a customer's monthly statements as PDFs. Staff pick the customer (kept in the
 * address, `?customerId=`, so the aging report links to it); a portal user reads its active customer's.
 */
export default function FinancialStatements() {
  const { t } = useTranslation();
  const { isStaff, customerId, picker } = usePickedCustomer(t('statements.customer'), 'statements-customer');
  return (
    <>
      <PageHeader />
      <StatementsScreen isStaff={isStaff} customerId={customerId} customerPicker={picker} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
