import { Group, Stack, Text } from '@mantine/core';
import { Rule } from '../../../components/rule';
import type { CartView } from '../api/get-cart';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';

function TotalRow({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        c={strong ? 'brand.8' : undefined}
        data-testid={testId}
        style={{ whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Group>
  );
}

/**
 * The cart's totals as the server computed them (spec §5: grand total = subtotal − discount + shipping + sales tax; tax
 * only when enabled and above 0 %, rounded to cents).
 */
export function CartTotals({ cart, currency }: { cart: CartView; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, currency);
  const taxShown = cart.salesTax.enabled && cart.salesTaxPercent > 0;
  return (
    <Stack gap={6} data-testid="cart-totals">
      <TotalRow label={t('cart.totals.subTotal')} value={money(cart.subTotal)} testId="cart-subtotal" />
      {cart.discountValue > 0 && (
        <TotalRow
          label={
            cart.couponApplied && cart.couponCode
              ? t('cart.totals.discountWithCode', { code: cart.couponCode })
              : t('cart.totals.discount')
          }
          value={`− ${money(cart.discountValue)}`}
          testId="cart-discount"
        />
      )}
      <TotalRow label={t('cart.totals.shipping')} value={money(cart.shippingPrice)} testId="cart-shipping" />
      <TotalRow
        label={
          taxShown
            ? t('cart.totals.taxWithPercent', { percent: format.number(cart.salesTaxPercent) })
            : t('cart.totals.tax')
        }
        value={money(cart.salesTaxValue)}
        testId="cart-tax"
      />
      <Rule spacing={4} />
      <TotalRow
        label={t('cart.totals.grandTotal')}
        value={money(cart.grandTotal)}
        strong
        testId="cart-grand-total"
      />
    </Stack>
  );
}
