import { Alert, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { OrderDetail } from '../api/order-types';

/** What a waiting order waits on (a credit decision, its buyer's administrator), said where the order is shown. */
export function OrderWaitingNotice({ waitingOn, mb }: { waitingOn: OrderDetail['waitingOn']; mb?: 'md' }) {
  const { t } = useTranslation();
  if (!waitingOn) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      mb={mb}
      title={t(`orders.waiting.${waitingOn}.title`)}
      data-testid="order-waiting"
    >
      <Text size="sm">{t(`orders.waiting.${waitingOn}.text`)}</Text>
    </Alert>
  );
}
