import { Card, Group, SegmentedControl, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CartView as Cart } from '../../features/cart/public/get-cart';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/shopping-cart';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { useUpdateExtraInfo } from '../../features/cart/public/update-extra-info';
import { CartGate } from '../../features/cart/public/cart-gate';
import { CartLoading } from '../../features/cart/public/cart-status';
import { CartView } from '../../features/cart/public/cart-view';
import { CustomerSelect } from '../../features/customers/public/customer-select';
import { companyDetailsQueryOptions } from '../../features/reference/public/get-company-details';
import { notifyError, notifySuccess } from '../../lib/feedback';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { pageFrameLoaders } from '../../lib/page-request';
import { useCurrentUser } from '../../lib/session/session';

// Loaded lazily as in routes/checkout.tsx: a static import here made the bundler ignore that page's lazy import (it
// warned INEFFECTIVE_DYNAMIC_IMPORT at every build).
const CheckoutWithPayment = lazy(() =>
  import('../checkout-with-payment').then((module) => ({ default: module.CheckoutWithPayment })),
);

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

type Step = 'cart' | 'checkout';

/** Staff build the cart for a customer: choosing the customer gives the cart their prices, addresses and tax. */
function CartCustomer({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const assign = useUpdateExtraInfo();
  return (
    <Card withBorder radius="md" padding="md" maw={560}>
      <CustomerSelect
        label={t('cart.customer.label')}
        description={cart.customerId === null ? t('cart.customer.none') : undefined}
        value={cart.customerId}
        disabled={assign.isPending}
        onChange={(customer) => {
          if (customer.id === cart.customerId) return;
          assign.mutate(
            { sessionId: cart.sessionId, customerId: customer.id },
            {
              onSuccess: (view) =>
                view.customerId === customer.id
                  ? notifySuccess(t('cart.customer.assigned', { name: customer.name }))
                  : notifyError(t('cart.errors.updateFailed')),
              onError: () => notifyError(t('cart.errors.updateFailed')),
            },
          );
        }}
      />
    </Card>
  );
}

/**
 * /backoffice/shopping-cart: the cart and its checkout in the back-office (spec §2 shopping cart checkout). A customer
 * checks out their own cart; staff first choose the customer they order for, then check out on their behalf.
 */
export default function BackofficeShoppingCart() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const currency = useQuery(companyDetailsQueryOptions()).data?.currencyCode ?? 'USD';
  const asStaff = user.kind === 'staff';
  const step: Step = searchParams.get('step') === 'checkout' ? 'checkout' : 'cart';
  const pathOf = (next: Step) =>
    localize(`/backoffice/shopping-cart${next === 'checkout' ? '?step=checkout' : ''}`);

  return (
    <>
      <PageHeader />
      <CartGate back="/backoffice/shopping-cart">
        {(cart) => {
          const customerId = cart.customerId ?? (asStaff ? null : (user.activeCustomer?.id ?? null));
          const needsCustomer = customerId === null;
          return (
            <Stack gap="lg">
              {asStaff && <CartCustomer cart={cart} />}
              <Group justify="space-between" align="center">
                <SegmentedControl
                  value={needsCustomer ? 'cart' : step}
                  onChange={(next) => void navigate(pathOf(next as Step))}
                  data={[
                    { value: 'cart', label: t('cart.steps.cart') },
                    { value: 'checkout', label: t('cart.steps.checkout'), disabled: needsCustomer },
                  ]}
                  aria-label={t('cart.steps.label')}
                  data-testid="cart-steps"
                />
              </Group>
              {step === 'checkout' && !needsCustomer ? (
                <Suspense fallback={<CartLoading />}>
                  <CheckoutWithPayment
                    cart={cart}
                    customerId={customerId}
                    asStaff={asStaff}
                    currency={currency}
                    cartPath={pathOf('cart')}
                  />
                </Suspense>
              ) : (
                <CartView
                  cart={cart}
                  currency={currency}
                  mode="backoffice"
                  checkoutTo={pathOf('checkout')}
                  checkoutDisabled={needsCustomer ? t('cart.customer.needed') : undefined}
                />
              )}
            </Stack>
          );
        }}
      </CartGate>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
