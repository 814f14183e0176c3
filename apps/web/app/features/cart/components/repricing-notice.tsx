import { Alert, List, Text } from '@mantine/core';
import type { CartView } from '../api/get-cart';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';

/** Lines re-priced because their metal's price moved since they were added: each shows its old and new unit price. */
export function RepricingNotice({ cart, currency }: { cart: CartView; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!cart.priceChanged) return null;
  const changed = cart.items.filter((item) => item.repricedFrom !== null);
  return (
    <Alert color="yellow" variant="light" title={t('cart.repriced.title')} data-testid="repricing-notice">
      <Text size="sm">{t('cart.repriced.text')}</Text>
      <List size="sm" mt={6} spacing={2}>
        {changed.map((item) => (
          <List.Item key={item.id}>
            {t('cart.repriced.line', {
              name: item.metalName ? `${item.name} (${item.metalName})` : item.name,
              from: format.money(item.repricedFrom!, currency),
              to: format.money(item.price, currency),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
