import './cart-view.css';

import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import type { CartView as Cart } from '../api/get-cart';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { useFormat } from '../../../lib/i18n/use-format';
import { CartExtraInfoForm } from './cart-extra-info-form';
import { type CartMode, CartLineRow } from './cart-line-row';
import { CartTotals } from './cart-totals';
import { CouponForm } from './coupon-form';
import { MetalLockCard } from './metal-lock-card';
import { RepricingNotice } from './repricing-notice';

const ClearCartDialog = lazy(() => import('./clear-cart-dialog'));

function ClearCartButton({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const [opened, confirm] = useDisclosure(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<Icon name="trash" size={16} />}
        onClick={() => {
          setAsked(true);
          confirm.open();
        }}
        data-testid="cart-clear"
      >
        {t('cart.clear')}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ClearCartDialog sessionId={sessionId} opened={opened} onClose={confirm.close} />
        </Suspense>
      )}
    </>
  );
}

/**
 * spec §3 Cart / §7 Cart: the lines with their quantities, the coupon, the PO number and notes, the totals and the way
 * on to the checkout. The storefront and the back-office show the same cart; `checkoutTo` is where "checkout" leads.
 */
export function CartView({
  cart,
  currency,
  mode,
  checkoutTo,
  checkoutDisabled,
}: {
  cart: Cart;
  currency: string;
  mode: CartMode;
  checkoutTo: string;
  /** Why the checkout cannot start yet (the back-office cart has no customer), shown instead of the button. */
  checkoutDisabled?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="cart-layout">
      <div>
        <Stack gap="sm">
          <RepricingNotice cart={cart} currency={currency} />
          <MetalLockCard cart={cart} currency={currency} />
          <Group justify="space-between" align="center">
            <Text c="dimmed" size="sm" data-testid="cart-item-count">
              {t('cart.itemCount', { count: format.number(cart.cartItemCount) })}
            </Text>
            <ClearCartButton sessionId={cart.sessionId} />
          </Group>
          <Stack gap="sm" component="section" aria-label={t('cart.lines')} data-testid="cart-lines">
            {cart.items.map((line) => (
              <CartLineRow
                key={line.id}
                line={line}
                sessionId={cart.sessionId}
                currency={currency}
                mode={mode}
                free={cart.couponApplied && cart.freeItemCodes.includes(line.code)}
              />
            ))}
          </Stack>
        </Stack>
      </div>
      <div>
        <Stack gap="md">
          <Card withBorder radius="md" padding="md">
            <Stack gap="md">
              <Title order={2} fz="h4">
                {t('cart.totals.title')}
              </Title>
              <CouponForm cart={cart} />
              <CartTotals cart={cart} currency={currency} />
              {checkoutDisabled ? (
                <Text size="sm" c="dimmed" data-testid="checkout-unavailable">
                  {checkoutDisabled}
                </Text>
              ) : (
                <Button
                  component={Link}
                  to={checkoutTo}
                  size="md"
                  fullWidth
                  rightSection={<Icon name="chevronRight" size={18} />}
                  data-testid="go-to-checkout"
                >
                  {t('cart.checkout')}
                </Button>
              )}
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="md">
            <Title order={2} fz="h4" mb="sm">
              {t('cart.extra.title')}
            </Title>
            <CartExtraInfoForm key={cart.id} cart={cart} />
          </Card>
        </Stack>
      </div>
    </div>
  );
}
