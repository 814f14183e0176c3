import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Rule } from '../../../components/rule';
import type { CartView } from '../api/get-cart';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import { CartTotals } from './cart-totals';

/** The checkout's summary: each line with its quantity and total, the totals, and the action below them. */
export function OrderSummary({
  cart,
  currency,
  charges = [],
  children,
}: {
  cart: CartView;
  currency: string;
  /** Lines the order will charge besides the pieces (the rush fee), after them. */
  charges?: { name: string; fee: number }[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="md" data-testid="order-summary">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('cart.totals.title')}
        </Title>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {cart.items.map((line) => (
            <Group
              key={line.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              align="flex-start"
            >
              <Text size="sm" style={{ minWidth: 0 }}>
                {t('checkout.summaryLine', { quantity: format.number(line.quantity), name: line.name })}
                {line.metalName && (
                  <Text span size="xs" c="dimmed" display="block">
                    {line.metalName}
                  </Text>
                )}
              </Text>
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {format.money(line.lineTotal, currency)}
              </Text>
            </Group>
          ))}
          {charges.map((charge) => (
            <Group key={charge.name} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" style={{ minWidth: 0 }}>
                {charge.name}
              </Text>
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }} data-testid="summary-rush-fee">
                {format.money(charge.fee, currency)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Rule />
        <CartTotals cart={cart} currency={currency} />
        {children}
      </Stack>
    </Card>
  );
}
