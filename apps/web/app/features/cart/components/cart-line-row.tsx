import { Anchor, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Tag } from '../../../components/tag';
import { storefrontPaths } from '@portal/shared';
import { configurationEntries } from '@portal/shared/catalog/line-configuration';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { MemorialPrint } from '../../../components/memorial-print';
import { WholeNumberField } from '../../../components/native-fields';
import { notifyError } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLang, useLocalizePath } from '../../../lib/i18n/use-lang';
import { mediaSrcSet, mediaUrl } from '../../../lib/media';
import { useDeleteCartItem } from '../api/delete-cart-item';
import type { CartLine } from '../api/get-cart';
import { useUpdateQuantity } from '../api/update-quantity';
import { useBasisText } from '../../metal/public/price-basis';

/** Where the cart is shown: the storefront and the back-office tell a failed quantity change differently (spec §8). */
export type CartMode = 'storefront' | 'backoffice';

const MAX_QUANTITY = 10_000;
/** Typing "12" sends one change, not two. */
const QUANTITY_DELAY_MS = 500;

export function CartLineRow({
  line,
  sessionId,
  currency,
  mode,
  free,
}: {
  line: CartLine;
  sessionId: string;
  currency: string;
  mode: CartMode;
  free: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const basisText = useBasisText(currency);
  const localize = useLocalizePath();
  const lang = useLang();
  const { mutate: changeQuantity } = useUpdateQuantity();
  const remove = useDeleteCartItem();
  // What is typed; null once it matches the cart again.
  const [typed, setTyped] = useState<number | null>(null);
  const picture = line.productImageURLs[0];
  // The ring size and engraving as readable labels in the page's language ('Ring size 6¾', French sizes in French).
  const configured = configurationEntries(line.configuration, lang).map((e) => `${e.name} ${e.value}`);

  useEffect(() => {
    if (typed === null || typed === line.quantity) return;
    const timer = setTimeout(() => {
      // A value typed while this one was on its way stays on screen and is sent next.
      const settle = () => setTyped((current) => (current === typed ? null : current));
      changeQuantity(
        { sessionId, id: line.id, quantity: typed },
        {
          onSuccess: settle,
          onError: () => {
            settle();
            // spec §8: the storefront and the back-office word this failure differently.
            notifyError(t(mode === 'storefront' ? 'cart.errors.quantityStorefront' : 'cart.errors.generic'));
          },
        },
      );
    }, QUANTITY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, line.quantity, line.id, sessionId, changeQuantity, mode, t]);

  return (
    <Card withBorder padding="sm" radius="md" data-testid="cart-line" data-line-id={line.id}>
      <Group wrap="nowrap" gap="md" align="flex-start">
        {picture ? (
          <img
            src={mediaUrl(picture, 160)}
            srcSet={mediaSrcSet(picture, 160, 320)}
            sizes="72px"
            alt=""
            width={72}
            height={72}
            style={{ objectFit: 'contain', flexShrink: 0 }}
          />
        ) : (
          <Box
            w={72}
            h={72}
            bg="gray.1"
            c="gray.5"
            style={{ flexShrink: 0, display: 'grid', placeItems: 'center' }}
          >
            <Icon name="photo" size={32} />
          </Box>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
            <Box style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={localize(storefrontPaths.product(line.code))}
                fw={600}
                lineClamp={2}
              >
                {line.name}
              </Anchor>
              <Text size="sm" c="dimmed" data-testid="cart-line-details">
                {[line.metalName, ...line.variantNames, ...configured, line.code].filter(Boolean).join(' · ')}
              </Text>
              {line.fingerprint && <MemorialPrint print={line.fingerprint} testId="cart-line-memorial" />}
            </Box>
            <Button
              variant="subtle"
              color="red"
              px={10}
              aria-label={t('cart.remove', { name: line.name })}
              onClick={() =>
                remove.mutate(
                  { sessionId, id: line.id },
                  { onError: () => notifyError(t('cart.errors.updateFailed')) },
                )
              }
              loading={remove.isPending}
              data-testid="cart-line-remove"
            >
              <Icon name="trash" size={18} />
            </Button>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" data-testid="cart-line-price">
              {t('cart.unitPrice', { price: format.money(line.price, currency) })}
            </Text>
            {line.repricedFrom !== null && (
              <Tag color="yellow" data-testid="cart-line-repriced">
                {t('cart.repricedFromTo', {
                  from: format.money(line.repricedFrom, currency),
                  to: format.money(line.price, currency),
                })}
              </Tag>
            )}
            {free && <Tag color="green">{t('cart.freeItem')}</Tag>}
          </Group>
          {line.priceBasis && (
            <Text size="xs" c="dimmed" data-testid="cart-line-basis">
              {t(line.metalLocked ? 'cart.basisLocked' : 'cart.basis', { basis: basisText(line.priceBasis) })}
            </Text>
          )}
          <Group justify="space-between" align="flex-end" gap="sm" mt={4}>
            <WholeNumberField
              label={t('cart.quantityOf', { name: line.name })}
              labelHidden
              value={typed ?? line.quantity}
              min={1}
              max={MAX_QUANTITY}
              onChange={setTyped}
              width={110}
              testId="cart-line-quantity"
            />
            <Text fw={700} data-testid="cart-line-total">
              {format.money(line.lineTotal, currency)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
