import { Box } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/commissions';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { CommissionsScreen } from '../../features/commissions/public/commissions-screen';
import { CustomerSelect } from '../../features/customers/public/customer-select';
import { useTranslation } from '../../lib/i18n/use-translation';
import { pageFrameLoaders } from '../../lib/page-request';
import { useCurrentUser } from '../../lib/session/session';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/commissions: a funeral home's commissions on its paid family orders, a month at a time with the month's
 * statement (PDF); staff pick the funeral home (`?customerId=`, optional) and settle each commission.
 */
export default function Commissions() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isStaff = user.kind === 'staff';
  const [search, setSearch] = useSearchParams();
  const picked = Number(search.get('customerId'));
  const customerId = isStaff && Number.isInteger(picked) && picked > 0 ? picked : null;
  return (
    <>
      <PageHeader />
      <CommissionsScreen
        isStaff={isStaff}
        customerId={customerId}
        customerPicker={
          isStaff ? (
            <Box w={{ base: '100%', sm: 360 }}>
              <CustomerSelect
                label={t('commissions.customer')}
                value={customerId}
                onChange={(customer) => setSearch({ customerId: String(customer.id) })}
                testId="commissions-customer"
              />
            </Box>
          ) : undefined
        }
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
