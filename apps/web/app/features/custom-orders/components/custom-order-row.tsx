import { Anchor, Badge, Box, Center, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { mediaUrl } from '../../../lib/media';
import type { CustomOrderSummary } from '../api/get-top-level-custom-orders';
import { customOrderPaths } from '../paths';

/** A small square picture of a custom order (its first reference picture), or a placeholder. */
export function CustomOrderThumb({ url, size = 56 }: { url: string | null; size?: number }) {
  if (!url) {
    return (
      <Center
        w={size}
        h={size}
        bg="gray.1"
        c="gray.5"
        style={{ borderRadius: 'var(--mantine-radius-sm)', flex: 'none' }}
      >
        <Icon name="photo" size={size / 2.5} />
      </Center>
    );
  }
  return (
    <Box w={size} h={size} style={{ flex: 'none' }}>
      <Image src={mediaUrl(url, 160)} alt="" w={size} h={size} fit="cover" radius="sm" />
    </Box>
  );
}

/** The job order a custom order became, linked to its page in the job order list. */
export function JobOrderLink({ order }: { order: Pick<CustomOrderSummary, 'jobOrderId' | 'jobOrderCode'> }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  if (order.jobOrderId === null || order.jobOrderCode === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('customOrders.list.noJobOrder')}
      </Text>
    );
  }
  return (
    <Anchor
      component={Link}
      to={localize(customOrderPaths.jobOrder(order.jobOrderId))}
      size="sm"
      aria-label={t('customOrders.list.jobOrderLink', { code: order.jobOrderCode })}
      data-testid="custom-order-job-order"
    >
      {order.jobOrderCode}
    </Anchor>
  );
}

/** One custom order in a list: picture, product (linked to the saved order), metal, quantity, price, job order. */
export function CustomOrderRow({
  order,
  currency,
  actions,
}: {
  order: CustomOrderSummary;
  currency: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" data-testid="custom-order-row">
      <CustomOrderThumb url={order.imageUrl} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Anchor component={Link} to={localize(customOrderPaths.detail(order.id))} fw={600} size="sm">
            {order.name}
          </Anchor>
          <JobOrderLink order={order} />
        </Group>
        <Text size="xs" c="dimmed">
          {[order.code, order.metalName, format.date(order.createdAt)].filter(Boolean).join(' · ')}
        </Text>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm">
            {t('customOrders.list.quantityPrice', {
              quantity: order.quantity,
              price: format.money(order.unitPrice, currency),
            })}
          </Text>
          {order.childCount > 0 && (
            <Badge variant="light" size="sm">
              {t('customOrders.list.pieces', { count: order.childCount + 1 })}
            </Badge>
          )}
        </Group>
        {actions}
      </Stack>
    </Group>
  );
}
