import '../styles/mantine-cart.css';
import { Alert, Button, Container, Group } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { Route } from './+types/checkout';
import { ErrorPage } from '../components/error-page';
import { PageHeader } from '../components/page-header';
import { CartGate } from '../features/cart/public/cart-gate';
import { CartLoading } from '../features/cart/public/cart-status';
import { useLocalizePath } from '../lib/i18n/use-lang';
import { pageFrameLoaders } from '../lib/page-request';
import { useSession } from '../lib/session/session';
import { useStoreCurrency } from '../lib/use-store-currency';

/**
 * The checkout form with its payment section comes in its own chunk: the cart lives in this browser, so the form can
 * only show once the page runs and the cart has come back. A visitor asked to sign in, or one with an empty cart, never
 * downloads it; a signed-in customer's browser fetches it while the cart is asked for (docs/benchmarks.md: at most
 * 150 KB of first-load JavaScript).
 */
const loadCheckoutForm = () => import('./checkout-with-payment');
const CheckoutWithPayment = lazy(() =>
  loadCheckoutForm().then((module) => ({ default: module.CheckoutWithPayment })),
);

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** The storefront checkout (spec §1, §3 Checkout addresses, §7 submitOrder) of the signed-in customer's cart. */
export default function Checkout() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const currency = useStoreCurrency();
  const { user } = useSession();
  const customer = user?.kind === 'customer';
  useEffect(() => {
    if (customer) void loadCheckoutForm();
  }, [customer]);
  return (
    <Container size="xl" py="xl">
      <PageHeader />
      <CartGate back="/checkout">
        {(cart) =>
          user?.kind === 'staff' || cart.customerId === null ? (
            <Alert color="brand" variant="light" data-testid="checkout-use-backoffice">
              {t('checkout.staffUseBackoffice')}
              <Group mt="md">
                <Button component={Link} to={localize('/backoffice/shopping-cart')}>
                  {t('checkout.openBackofficeCart')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <Suspense fallback={<CartLoading />}>
              <CheckoutWithPayment
                cart={cart}
                customerId={cart.customerId}
                asStaff={false}
                currency={currency}
                cartPath={localize('/shopping-cart')}
                landing="confirmation"
              />
            </Suspense>
          )
        }
      </CartGate>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
