import { Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLang } from '../../../lib/i18n/use-lang';
import { postalLines } from '../../../lib/i18n/postal-address';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import type { OrderAddress, OrderDetail } from '../api/order-types';

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function AddressCard({ address }: { address: OrderAddress }) {
  const { t } = useTranslation();
  const lang = useLang();
  const lines = [
    ...postalLines(lang, {
      lines: [address.company, address.address1, address.address2],
      city: address.city,
      zip: address.zip,
      state: address.state,
      stateCode: address.stateCode,
      country: address.country,
      countryCode: address.countryCode,
    }),
    address.phone,
    address.email,
  ].filter(Boolean);
  return (
    <Card withBorder padding="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t(`orders.addresses.${address.role}`, { defaultValue: address.role })}
      </Text>
      <Text size="sm" fw={600}>
        {address.name}
      </Text>
      {lines.map((line) => (
        <Text size="sm" key={line}>
          {line}
        </Text>
      ))}
    </Card>
  );
}

/** The facts of an order: dates, PO, customer, who placed it, addresses, answers and totals. */
export function OrderSummary({ order, isStaff }: { order: OrderDetail; isStaff: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, order.totals.currencyCode);
  const totals: [string, number, string?][] = [
    [t('orders.totals.subTotal'), order.totals.subTotal],
    ...(order.totals.discountValue
      ? [[t('orders.totals.discount'), -order.totals.discountValue] as [string, number]]
      : []),
    [t('orders.totals.shipping'), order.totals.shippingPrice],
    [t('orders.totals.tax'), order.totals.salesTaxValue],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact
          label={t(order.kind === 'PQ' ? 'orders.columns.quoteDate' : 'orders.columns.orderDate')}
          value={format.date(order.orderDate)}
        />
        {order.dueDate && <Fact label={t('orders.columns.dueDate')} value={format.date(order.dueDate)} />}
        <Fact label={t('orders.columns.poNumber')} value={order.poNumber ?? '—'} testId="order-po" />
        {order.familyOrder && (
          <Fact label={t('orders.placedBy')} value={t('orders.familyOrder')} testId="order-family" />
        )}
        {isStaff && (
          <Fact
            label={t('orders.columns.customer')}
            value={`${order.customer.name} (${order.customer.accountNumber})`}
          />
        )}
        {order.serviceType && <Fact label={t('orders.columns.serviceType')} value={order.serviceType.name} />}
        {order.customerWoNumber && (
          <Fact label={t('orders.detail.woNumber')} value={order.customerWoNumber} />
        )}
        {order.shippingMethodName && (
          <Fact label={t('orders.detail.shippingMethod')} value={order.shippingMethodName} />
        )}
        {order.placedBy && (
          <Fact
            label={t('orders.detail.placedBy')}
            value={
              order.placedByStaff
                ? t('orders.timeline.byOnBehalf', { by: order.placedBy, onBehalfBy: order.placedByStaff })
                : order.placedBy
            }
          />
        )}
      </SimpleGrid>
      {order.notes && <Fact label={t('orders.detail.orderNotes')} value={order.notes} />}
      {order.attributes.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {order.attributes.map((a) => (
            <Fact key={a.code} label={a.name} value={a.value || '—'} />
          ))}
        </SimpleGrid>
      )}
      {order.addresses.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('orders.detail.addresses')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {order.addresses.map((address) => (
              <AddressCard key={address.role} address={address} />
            ))}
          </SimpleGrid>
        </>
      )}
      <Card withBorder padding="sm" radius="md" maw={360} ml="auto" w="100%">
        <Stack gap={4}>
          {totals.map(([label, amount]) => (
            <Group key={label} justify="space-between">
              <Text size="sm">{label}</Text>
              <Text size="sm">{money(amount)}</Text>
            </Group>
          ))}
          <Divider my={4} />
          <Group justify="space-between">
            <Text fw={700}>{t('orders.totals.grandTotal')}</Text>
            <Text fw={700} data-testid="order-grand-total">
              {money(order.totals.grandTotal)}
            </Text>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
