import { Box } from '@mantine/core';
import type { Route } from './+types/new-repair';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { CustomerSelect } from '../../features/customers/public/customer-select';
import { NewRepairForm, type RepairCustomerSlot } from '../../features/production/public/new-repair';
import { useTranslation } from '../../lib/i18n/use-translation';
import { pageFrameLoaders } from '../../lib/page-request';
import { useCurrentUser } from '../../lib/session/session';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/repairs/new: staff take a repair in for the customer they pick (the picker comes from the customers
 * feature); a customer opens one for its own account from the portal.
 */
export default function NewRepairPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const customerPicker: RepairCustomerSlot = (value, onChange) => (
    <Box w={{ base: '100%', sm: 320 }}>
      <CustomerSelect
        label={t('production.newRepair.customer')}
        placeholder={t('production.newRepair.pickCustomer')}
        value={value}
        onChange={(customer) => onChange(customer.id)}
        onClear={() => onChange(null)}
        testId="repair-customer"
      />
    </Box>
  );
  return (
    <>
      <PageHeader />
      <NewRepairForm customerPicker={user.kind === 'staff' ? customerPicker : null} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
