import { Pager } from '../../../components/pager';
import { Button, Card, Center, Collapse, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCustomOrderChildren } from '../api/get-custom-order-children';
import {
  CUSTOM_ORDER_PAGE_SIZE,
  type CustomOrderSummary,
  useTopLevelCustomOrders,
} from '../api/get-top-level-custom-orders';
import { CustomOrderRow } from './custom-order-row';

/** The other pieces of a set, loaded when the set is opened. */
function SetChildren({
  parent,
  open,
  currency,
}: {
  parent: CustomOrderSummary;
  open: boolean;
  currency: string;
}) {
  const { t } = useTranslation();
  const children = useCustomOrderChildren(parent.id, open);
  return (
    <Collapse expanded={open} id={`custom-order-children-${parent.id}`}>
      <Stack gap="sm" pl={{ base: 'sm', sm: 'xl' }} pt="sm" data-testid="custom-order-children">
        {children.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : (
          (children.data ?? []).map((child) => (
            <CustomOrderRow key={child.id} order={child} currency={currency} />
          ))
        )}
      </Stack>
    </Collapse>
  );
}

function TopLevelOrder({ order, currency }: { order: CustomOrderSummary; currency: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={0}>
      <CustomOrderRow
        order={order}
        currency={currency}
        actions={
          order.childCount > 0 && (
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setOpen((value) => !value)}
                aria-expanded={open}
                aria-controls={`custom-order-children-${order.id}`}
                data-testid="custom-order-toggle-children"
              >
                {t(open ? 'customOrders.list.hidePieces' : 'customOrders.list.showPieces', {
                  count: order.childCount,
                })}
              </Button>
            </Group>
          )
        }
      />
      {order.childCount > 0 && <SetChildren parent={order} open={open} currency={currency} />}
    </Stack>
  );
}

/** The user's custom orders (top-level sets, newest first), each with its job order and its other pieces on demand. */
export function CustomOrderList({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useTopLevelCustomOrders(page);
  const pages = list.data ? Math.ceil(list.data.pagingData.itemCount / CUSTOM_ORDER_PAGE_SIZE) : 0;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="custom-order-list-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="custom-order-list-title">
          {t('customOrders.list.title')}
        </Title>
        {list.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('app.loading')} />
          </Center>
        ) : list.isError ? (
          <Text c="red">{t('customOrders.list.failed')}</Text>
        ) : list.data.items.length === 0 ? (
          <Text c="dimmed" data-testid="custom-order-list-empty">
            {t('customOrders.list.empty')}
          </Text>
        ) : (
          <Stack
            gap="sm"
            data-testid="custom-order-list"
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            {list.data.items.map((order, index) => (
              <Stack key={order.id} gap="sm">
                {index > 0 && <Divider />}
                <TopLevelOrder order={order} currency={currency} />
              </Stack>
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pager total={pages} value={page} onChange={setPage} siblings={0} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
