import { hasPermission } from '@portal/shared/auth/permission-check';
import type { ReactNode } from 'react';
import { Notice } from '../../../components/notice';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSession } from '../../../lib/session/session';
import { type CartView, useCart } from '../api/get-cart';
import { useCartSessionId } from '../cart-session';
import { CartEmpty, CartLoadFailed, CartLoading, CartLoginRequired } from './cart-status';

/**
 * What the cart and checkout pages show before their content: the sign-in request to a visitor (spec §5), a notice to
 * a user without the cart permission, the loading state, the failure, the empty cart. `children` gets a cart with lines.
 * The cart lives in this browser's local storage: it is read once the page runs in the browser.
 */
export function CartGate({ back, children }: { back: string; children: (cart: CartView) => ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const hydrated = useHydrated();
  const sessionId = useCartSessionId();
  const allowed = hasPermission(user?.permissions, 'CP_SHOPPING_CART:VIEW');
  const cart = useCart(sessionId, allowed);

  if (!user) return <CartLoginRequired back={back} />;
  if (!allowed) {
    return (
      <Notice tone="warning" testId="cart-not-allowed">
        {t('cart.noPermission')}
      </Notice>
    );
  }
  if (!hydrated) return <CartLoading />;
  if (sessionId === null) return <CartEmpty />;
  if (cart.isPending) return <CartLoading />;
  if (cart.isError) return <CartLoadFailed onRetry={() => void cart.refetch()} />;
  if (!cart.data || cart.data.items.length === 0) return <CartEmpty />;
  return children(cart.data);
}
