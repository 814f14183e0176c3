import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { QuoteMetalRepricing } from '@portal/shared/orders/schemas';
import { fetchPriceQuotePdf, usePrint } from '../../finance/public/print-price-quote';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { timeLeft, useBasisText } from '../../metal/public/price-basis';
import { useLockQuoteMetalPrice } from '../api/lock-quote-metal-price';
import type { OrderDetail } from '../api/order-types';

/**
 * A lock that ran out, said before the customer approves (docs/jewelry-trade.md §3, never silently): approving now
 * prices the metal at today's prices; each metal's quoted and current price per gram, and the total on approval.
 */
function RepricingNotice({ repricing, currency }: { repricing: QuoteMetalRepricing; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const basisText = useBasisText(currency);
  const perGram = (value: number) =>
    format.number(value, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 });
  const signed = (value: number) => `${value > 0 ? '+' : ''}${format.money(value, currency)}`;
  return (
    <Alert color="orange" title={t('orders.metalLock.expiredTitle')} data-testid="quote-metal-repricing">
      <Stack gap={4}>
        <Text size="sm">
          {t('orders.metalLock.expiredOn', { date: format.dateTime(repricing.lockExpiredAt) })}
        </Text>
        {repricing.metals.map((metal) => (
          <Text size="sm" key={metal.metalId} data-testid="quote-metal-repriced">
            {t('orders.metalLock.repriced', {
              metal: metal.metalName ?? '',
              quoted: perGram(metal.quotedPricePerGram),
              price: perGram(metal.pricePerGram),
              basis: basisText(metal.basis),
            })}
          </Text>
        ))}
        <Text size="sm" fw={600} data-testid="quote-metal-repriced-total">
          {t('orders.metalLock.repricedTotal', {
            total: format.money(repricing.grandTotal, currency),
            change: signed(repricing.change),
          })}
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * An open price quote's metal price lock: what it holds and until when, or the action to take one. The customer who
 * may approve the quote may lock it; a quote without metal-priced lines is refused by the server with its reason.
 */
export function QuoteMetalLock({ order, canLock }: { order: OrderDetail; canLock: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useLang();
  const currency = order.totals.currencyCode;
  const basisText = useBasisText(currency);
  const lock = useLockQuoteMetalPrice();
  const { print, printing } = usePrint('quote');
  const held = order.metalLock;
  const repricing = held ? null : order.metalRepricing;
  if (!held && !canLock && !repricing) return null;
  const metalName = (metalId: number) => order.items.find((i) => i.metalID === metalId)?.metalName ?? '';
  return (
    <Card withBorder radius="md" padding="sm" data-testid="quote-metal-lock">
      {held ? (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('orders.metalLock.heldTitle')}
          </Text>
          <Text size="sm" data-testid="quote-metal-lock-until">
            {t('orders.metalLock.until', {
              date: format.dateTime(held.expiresAt),
              left: timeLeft(held.remainingSeconds, lang),
            })}
          </Text>
          {held.prices.map((price) => (
            <Text size="xs" c="dimmed" key={price.metalId}>
              {t('orders.metalLock.price', {
                metal: metalName(price.metalId),
                price: format.money(price.pricePerGram, currency),
                basis: basisText(price.basis),
              })}
            </Text>
          ))}
          <Group>
            <Button
              variant="default"
              size="xs"
              loading={printing !== null}
              onClick={() => void print(String(order.id), () => fetchPriceQuotePdf(order.id))}
              data-testid="quote-pdf"
            >
              {t('orders.metalLock.pdf')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap={6}>
          {repricing && <RepricingNotice repricing={repricing} currency={currency} />}
          {canLock && (
            <>
              <Text size="sm">{t('orders.metalLock.explain')}</Text>
              <Button
                variant="light"
                size="sm"
                onClick={() => lock.mutate(order.id)}
                loading={lock.isPending}
                data-testid="quote-metal-lock-action"
              >
                {t('orders.metalLock.action')}
              </Button>
            </>
          )}
        </Stack>
      )}
    </Card>
  );
}
