import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { MetalReceiptsList } from './metal-receipts-list';
import { ScrapReceiptForm, type CustomerPickerSlot } from './scrap-receipt-form';

/** Metal received from customers (staff): the receipt form and the receipts, newest first, with their credits. */
export function ScrapReceipts({ customerPicker }: { customerPicker: CustomerPickerSlot }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('metal.scrap.formTitle')}
        </Title>
        <ScrapReceiptForm customerPicker={customerPicker} />
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('metal.scrap.listTitle')}
        </Title>
        <MetalReceiptsList showCustomer />
      </Card>
    </Stack>
  );
}
