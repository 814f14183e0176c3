import { Box } from '@mantine/core';
import type { Route } from './+types/metal-receipts';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { CustomerSelect } from '../../features/customers/public/customer-select';
import { ScrapReceipts, type CustomerPickerSlot } from '../../features/metal/public/scrap-receipts';
import { useTranslation } from '../../lib/i18n/use-translation';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/metal-receipts (staff): a customer's old metal received and tested, credited at the day's fixing less
 * the refining charge (docs/jewelry-trade.md §3); the customer picker comes from the customers feature.
 */
export default function MetalReceiptsPage() {
  const { t } = useTranslation();
  const customerPicker: CustomerPickerSlot = (value, onChange) => (
    <Box w={{ base: '100%', sm: 320 }}>
      <CustomerSelect
        label={t('metal.scrap.customer')}
        placeholder={t('metal.scrap.pickCustomer')}
        value={value}
        onChange={(customer) => onChange(customer.id)}
        onClear={() => onChange(null)}
        testId="scrap-customer"
      />
    </Box>
  );
  return (
    <>
      <PageHeader />
      <ScrapReceipts customerPicker={customerPicker} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
