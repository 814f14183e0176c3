import { Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useJobOrderAllItems } from '../api/get-job-order-all-items';
import type { OrderLine, SubItem } from '../api/order-types';
import type { OrderKind } from '../order-kinds';
import { LineCard } from './order-line-card';

/** The pieces of an order with their pictures and options; for job orders also every part they are made with. */
export function OrderItems({
  kind,
  orderId,
  items,
  currency,
}: {
  kind: OrderKind;
  orderId: number;
  items: OrderLine[];
  currency: string;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<'items' | 'all'>('items');
  const all = useJobOrderAllItems(orderId, kind === 'JO' && view === 'all');
  return (
    <Stack gap="sm">
      {kind === 'JO' && (
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as 'items' | 'all')}
          data={[
            { value: 'items', label: t('orders.items.pieces') },
            { value: 'all', label: t('orders.items.allItems') },
          ]}
          aria-label={t('orders.items.viewLabel')}
          data-testid="order-items-view"
        />
      )}
      {view === 'all' && all.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : (
        (view === 'all' && all.data ? all.data : items).map((line) => (
          <LineCard
            key={line.id}
            line={line}
            currency={currency}
            parts={view === 'all' && 'subItems' in line ? (line.subItems as SubItem[]) : undefined}
          />
        ))
      )}
      {items.length === 0 && <Text c="dimmed">{t('orders.items.none')}</Text>}
    </Stack>
  );
}
