import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { timeLeft, useBasisText } from '../../metal/public/price-basis';
import type { CartView } from '../api/get-cart';
import { useLockMetalPrice } from '../api/lock-metal-price';

/**
 * The cart's metal price lock: what it holds (each metal's locked price and its basis), until when and the time left;
 * or the action to take one on a customer's cart with metal-priced lines, and the notice when the last one expired.
 */
export function MetalLockCard({ cart, currency }: { cart: CartView; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useLang();
  const basisText = useBasisText(currency);
  const lock = useLockMetalPrice();
  const metalLines = cart.items.filter((item) => item.priceBasis !== null);
  if (cart.customerId === null || (metalLines.length === 0 && !cart.metalLock)) return null;
  const metalName = (metalId: number) => cart.items.find((i) => i.metalID === metalId)?.metalName ?? '';
  const lockNow = () =>
    lock.mutate(cart.sessionId, {
      onError: (error) =>
        notifyError(
          error instanceof ApiError && error.userMessages.length
            ? error.userMessages.join(' ')
            : t('cart.metalLock.failed'),
        ),
    });
  const held = cart.metalLock;
  return (
    <Card withBorder radius="md" padding="md" data-testid="metal-lock">
      <Stack gap="xs">
        <Title order={2} fz="h5">
          {held ? t('cart.metalLock.heldTitle') : t('cart.metalLock.title')}
        </Title>
        {!held && cart.metalLockExpiredAt && (
          <Notice tone="warning" testId="metal-lock-expired">
            {t('cart.metalLock.expired', { date: format.dateTime(cart.metalLockExpiredAt) })}
          </Notice>
        )}
        {held ? (
          <>
            <Text size="sm" data-testid="metal-lock-until">
              {t('cart.metalLock.until', {
                date: format.dateTime(held.expiresAt),
                left: timeLeft(held.remainingSeconds, lang),
              })}
            </Text>
            <ul className="metal-lock-prices">
              {held.prices.map((price) => (
                <li key={price.metalId}>
                  <Text size="sm" component="span" fw={600}>
                    {t('cart.metalLock.price', {
                      metal: metalName(price.metalId),
                      price: format.money(price.pricePerGram, currency),
                    })}
                  </Text>{' '}
                  <Text size="sm" component="span" c="dimmed">
                    {basisText(price.basis)}
                  </Text>
                </li>
              ))}
            </ul>
            <Text size="xs" c="dimmed">
              {t('cart.metalLock.grams', { grams: format.number(held.grams, { maximumFractionDigits: 3 }) })}
            </Text>
          </>
        ) : (
          <>
            <Text size="sm">{t('cart.metalLock.explain')}</Text>
            <Button
              variant="light"
              onClick={lockNow}
              loading={lock.isPending}
              disabled={metalLines.length === 0}
              data-testid="metal-lock-action"
            >
              {t('cart.metalLock.action')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
