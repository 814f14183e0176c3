import { hasPermission } from '@portal/shared';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Route } from './+types/users';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { CustomerSelect, type PickedCustomer } from '../../features/customers/components/customer-select';
import { PortalUsersPanel } from '../../features/users/components/portal-users-panel';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCurrentUser } from '../../lib/session/session';

/**
 * /backoffice/users: the portal users of a customer. Staff choose the customer; a customer's administrator manages
 * the users of its active customer.
 */
export default function Users() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isStaff = user.kind === 'staff';
  const [picked, setPicked] = useState<PickedCustomer | null>(null);
  const customerId = isStaff ? (picked?.id ?? null) : (user.activeCustomer?.id ?? null);
  return (
    <>
      <PageHeader />
      <Stack>
        {isStaff && (
          <CustomerSelect
            value={picked?.id ?? null}
            onChange={setPicked}
            label={t('people.users.customer')}
            testId="users-customer-select"
          />
        )}
        {customerId === null ? (
          <Text c="dimmed">{t('people.users.chooseCustomer')}</Text>
        ) : (
          <PortalUsersPanel
            customerId={customerId}
            canReadHistory={hasPermission(user.permissions, 'CP_USERS:VIEW')}
          />
        )}
      </Stack>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
