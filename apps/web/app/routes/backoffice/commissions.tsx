import type { Route } from './+types/commissions';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { usePickedCustomer } from '../../features/customers/public/picked-customer';
import { CommissionsScreen } from '../../features/commissions/public/commissions-screen';
import { useTranslation } from '../../lib/i18n/use-translation';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/commissions: a funeral home's commissions on its paid family orders, a month at a time with the month's
 * statement (PDF); staff pick the funeral home (`?customerId=`, optional) and settle each commission.
 */
export default function Commissions() {
  const { t } = useTranslation();
  const { isStaff, customerId, picker } = usePickedCustomer(
    t('commissions.customer'),
    'commissions-customer',
  );
  return (
    <>
      <PageHeader />
      <CommissionsScreen isStaff={isStaff} customerId={customerId} customerPicker={picker} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
