import { Box } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { PageHeader } from '../../components/page-header';
import { CustomerSelect } from '../../features/customers/public/customer-select';
import type { CustomerFilterSlot, FinanceViewer } from '../../features/finance/public/viewer';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCurrentUser } from '../../lib/session/session';

/**
 * What the three financial pages (invoices, payments, customer credits) share: the header, the viewer (staff see every
 * customer) and, for staff, the customer picker of the customers feature bound to the list's customer filter.
 */
export function FinancialScreen({
  children,
}: {
  children: (props: { viewer: FinanceViewer; customerFilter: CustomerFilterSlot }) => ReactNode;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const viewer = useMemo<FinanceViewer>(
    () => ({ permissions: user.permissions, isStaff: user.kind === 'staff' }),
    [user.permissions, user.kind],
  );
  const customerFilter: CustomerFilterSlot = (value, onChange) => (
    <Box w={{ base: '100%', sm: 280 }}>
      <CustomerSelect
        label={t('finance.filters.customer')}
        placeholder={t('finance.filters.allCustomers')}
        value={value}
        onChange={(customer) => onChange(customer.id)}
        onClear={() => onChange(null)}
        testId="finance-customer-filter"
      />
    </Box>
  );
  return (
    <>
      <PageHeader />
      {children({ viewer, customerFilter })}
    </>
  );
}
