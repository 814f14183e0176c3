import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import type { DesignPrice } from '../api/calculate-design-price';

/** The state of a piece's live price. */
export interface PriceState {
  data: DesignPrice | undefined;
  /** A newer price is on its way (the one shown is the previous one). */
  updating: boolean;
  failed: boolean;
}

/** A piece's live price: the unit price and, for several pieces, the line total; marked while a new one loads. */
export function PiecePrice({
  price,
  quantity,
  testId,
}: {
  price: PriceState;
  quantity: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, updating, failed } = price;
  return (
    <Stack
      gap={2}
      aria-live="polite"
      aria-busy={updating}
      data-testid={testId}
      data-updating={updating ? '' : undefined}
    >
      <Group gap="xs" align="center">
        <Text fw={700} fz="xl" data-testid={`${testId}-amount`} style={{ opacity: updating ? 0.55 : 1 }}>
          {data ? format.money(data.price, data.currencyCode) : '—'}
        </Text>
        {updating && <Loader size="xs" aria-label={t('customOrders.builder.priceUpdating')} />}
      </Group>
      {failed && !updating ? (
        <Text size="xs" c="red">
          {t('customOrders.builder.priceFailed')}
        </Text>
      ) : (
        data &&
        quantity > 1 && (
          <Text size="xs" c="dimmed">
            {t('customOrders.builder.lineTotal', {
              quantity,
              total: format.money(data.total, data.currencyCode),
            })}
          </Text>
        )
      )}
    </Stack>
  );
}
