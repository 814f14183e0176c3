import { Alert, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import type { ShippingMethod } from '../api/get-shipping-methods-for-checkout';

/** The shipping methods that deliver to the shipping address, each with its price for this cart. */
export function ShippingMethodPicker({
  methods,
  loading,
  failed,
  addressComplete,
  value,
  onChange,
  error,
  currency,
}: {
  methods: readonly ShippingMethod[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The country (and state, where the country has states) of the shipping address are known. */
  addressComplete: boolean;
  value: number | null;
  onChange: (method: ShippingMethod) => void;
  error?: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!addressComplete) {
    return (
      <Text size="sm" c="dimmed">
        {t('checkout.shippingMethod.needAddress')}
      </Text>
    );
  }
  if (failed) {
    return (
      <Alert color="red" variant="light">
        {t('checkout.shippingMethod.loadFailed')}
      </Alert>
    );
  }
  if (!methods) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (methods.length === 0) {
    return (
      <Alert color="yellow" variant="light" data-testid="shipping-none">
        {t('checkout.shippingMethod.none')}
      </Alert>
    );
  }
  return (
    <Radio.Group
      value={value === null ? null : String(value)}
      onChange={(id) => {
        const method = methods.find((m) => String(m.id) === id);
        if (method) onChange(method);
      }}
      label={t('checkout.shippingMethod.label')}
      error={error}
      withAsterisk
      aria-busy={loading}
      data-has-error={error ? true : undefined}
      data-testid="shipping-methods"
    >
      <Stack gap="xs" mt="xs">
        {methods.map((method) => (
          <Radio.Card
            key={method.id}
            value={String(method.id)}
            radius="md"
            p="sm"
            data-testid="shipping-method"
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {method.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    method.carrier,
                    method.transitDays === null
                      ? null
                      : method.transitDays === 1
                        ? t('checkout.shippingMethod.transitOneDay')
                        : t('checkout.shippingMethod.transitDays', { days: method.transitDays }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="shipping-method-price">
                {method.price === 0 ? t('checkout.free') : format.money(method.price, currency)}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
