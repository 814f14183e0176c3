import '../styles/mantine-forms.css';
import { Container } from '@mantine/core';
import type { Route } from './+types/wishlist';
import { ErrorPage } from '../components/error-page';
import { AddToCartButton } from '../features/cart/public/add-to-cart-button';
import { PageHeader } from '../components/page-header';
import { useStoreCurrency } from '../lib/use-store-currency';
import { WishlistView } from '../features/wishlist/public/wishlist-view';
import { pageFrameLoaders } from '../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** The wish list (spec §7 Wish list); the list itself is the signed-in user's, read in the browser. */
export default function Wishlist() {
  const currency = useStoreCurrency();
  return (
    <Container size="xl" py="xl">
      <PageHeader />
      <WishlistView
        currency={currency}
        // A saved piece goes into the cart as it was saved: its metal and configuration, one of it.
        actions={(item) => (
          <AddToCartButton
            itemTypeID={item.itemTypeID}
            metalID={item.metalID}
            configuration={item.configuration}
            quantity={1}
            name={item.name}
          />
        )}
      />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
