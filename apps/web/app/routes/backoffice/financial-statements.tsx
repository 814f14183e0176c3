import { Box } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/financial-statements';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { CustomerSelect } from '../../features/customers/public/customer-select';
import { StatementsScreen } from '../../features/finance/public/statements-screen';
import { useTranslation } from '../../lib/i18n/use-translation';
import { pageFrameLoaders } from '../../lib/page-request';
import { useCurrentUser } from '../../lib/session/session';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/financial/statements: a customer's monthly statements as PDFs. Staff pick the customer (kept in the
 * address, `?customerId=`, so the aging report links to it); a portal user reads its active customer's.
 */
export default function FinancialStatements() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isStaff = user.kind === 'staff';
  const [search, setSearch] = useSearchParams();
  const picked = Number(search.get('customerId'));
  const customerId = isStaff && Number.isInteger(picked) && picked > 0 ? picked : null;
  return (
    <>
      <PageHeader />
      <StatementsScreen
        isStaff={isStaff}
        customerId={customerId}
        customerPicker={
          isStaff ? (
            <Box w={{ base: '100%', sm: 360 }}>
              <CustomerSelect
                label={t('statements.customer')}
                value={customerId}
                onChange={(customer) => setSearch({ customerId: String(customer.id) })}
                testId="statements-customer"
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
