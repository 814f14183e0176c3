import '../styles/mantine-cart.css';
import { Container } from '@mantine/core';
import type { Route } from './+types/storefront-cart';
import { ErrorPage } from '../components/error-page';
import { PageHeader } from '../components/page-header';
import { CartGate } from '../features/cart/public/cart-gate';
import { CartView } from '../features/cart/public/cart-view';
import { useLocalizePath } from '../lib/i18n/use-lang';
import { pageFrameLoaders } from '../lib/page-request';
import { useSession } from '../lib/session/session';
import { useStoreCurrency } from '../lib/use-store-currency';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** The storefront cart (spec §7 Cart); a visitor who is not signed in reads the spec §5 message instead. */
export default function StorefrontCart() {
  const localize = useLocalizePath();
  const currency = useStoreCurrency();
  const { user } = useSession();
  // Staff order on a customer's behalf: their checkout is the back-office cart, where the customer is chosen.
  const checkoutTo =
    user?.kind === 'staff' ? localize('/backoffice/shopping-cart?step=checkout') : localize('/checkout');
  return (
    <Container size="xl" py="xl">
      <PageHeader />
      <CartGate back="/shopping-cart">
        {(cart) => <CartView cart={cart} currency={currency} mode="storefront" checkoutTo={checkoutTo} />}
      </CartGate>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
