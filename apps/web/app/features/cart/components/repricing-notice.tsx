import { Notice } from '../../../components/notice';
import type { CartView } from '../api/get-cart';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';

/**
 * Lines re-priced because their metal's price moved since they were added: each shows its old and new unit price.
 * A plain list in a Notice: Mantine's Alert and List would add 1.5 KB to every cart visit.
 */
export function RepricingNotice({ cart, currency }: { cart: CartView; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!cart.priceChanged) return null;
  const changed = cart.items.filter((item) => item.repricedFrom !== null);
  return (
    <Notice tone="warning" title={t('cart.repriced.title')} testId="repricing-notice">
      <p>{t('cart.repriced.text')}</p>
      <ul>
        {changed.map((item) => (
          <li key={item.id}>
            {t('cart.repriced.line', {
              name: item.metalName ? `${item.name} (${item.metalName})` : item.name,
              from: format.money(item.repricedFrom!, currency),
              to: format.money(item.price, currency),
            })}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
