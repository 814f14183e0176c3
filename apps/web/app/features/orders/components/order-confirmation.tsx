import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import type { OrderDetail } from '../api/order-types';
import { ORDER_KINDS } from '../order-kinds';
import { OrderLineCards } from './order-line-card';
import { OrderSummary } from './order-summary';
import { OrderWaitingNotice } from './order-waiting';

/** The order list of the order's kind on tab new, with the order open in its drawer. */
export function trackingPathOf(order: Pick<OrderDetail, 'kind' | 'id'>): string {
  return `${ORDER_KINDS[order.kind].path}?tab=new&id=${order.id}`;
}

/**
 * The order confirmation (spec §1 storefront "order confirmation"): what was ordered, under which code and kind (spec
 * §4 job order, sales order or price quote), the totals and addresses, what happens next, and where to follow it.
 */
export function OrderConfirmation({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const kindName = t(`orderConfirmation.kinds.${order.kind}`);
  return (
    <Stack gap="lg" data-testid="order-confirmation" data-code={order.code} data-kind={order.kind}>
      <Alert color="green" variant="light" title={t('orderConfirmation.thanks')}>
        <Text size="sm" data-testid="order-confirmation-received">
          {t('orderConfirmation.received', { kind: kindName, code: order.code })}
        </Text>
      </Alert>
      <OrderWaitingNotice waitingOn={order.waitingOn} />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-start" gap="sm" mb="md">
          <Stack gap={2}>
            <Title order={2} fz="h3" data-testid="order-confirmation-code">
              {order.code}
            </Title>
            <Text size="sm" c="dimmed">
              {t('orders.detail.placedOn', { date: format.date(order.orderDate) })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="light" size="lg" data-testid="order-confirmation-kind">
              {kindName}
            </Badge>
            <Badge variant="outline" size="lg" color="dark">
              {order.status.name}
            </Badge>
          </Group>
        </Group>
        <OrderSummary order={order} isStaff={false} />
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="h4" mb="sm">
          {t('orderConfirmation.lines', { count: order.items.length })}
        </Title>
        <OrderLineCards items={order.items} currency={order.totals.currencyCode} />
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="h4" mb="xs">
          {t('orderConfirmation.nextTitle')}
        </Title>
        <Text size="sm">{t(`orderConfirmation.next.${order.kind}`)}</Text>
        <Group mt="md" gap="sm">
          <Button
            component={Link}
            to={localize(trackingPathOf(order))}
            data-testid="order-confirmation-track"
          >
            {t('orderConfirmation.track')}
          </Button>
          <Button component={Link} to={localize('/catalogue')} variant="default">
            {t('orderConfirmation.continue')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
