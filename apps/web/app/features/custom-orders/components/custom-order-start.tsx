import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CustomOrderList } from './custom-order-list';
import { ItemTypePicker } from './item-type-picker';

/** /backoffice/order-creation/custom-order without an id: start a new design, or find a saved one. */
export function CustomOrderStart({ currency }: { currency: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="custom-order-new-title">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="custom-order-new-title">
              {t('customOrders.start.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('customOrders.start.hint')}
            </Text>
          </Stack>
          <ItemTypePicker currency={currency} />
        </Stack>
      </Card>
      <CustomOrderList currency={currency} />
    </Stack>
  );
}
