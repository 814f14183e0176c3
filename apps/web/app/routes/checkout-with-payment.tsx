import { type ComponentProps, useMemo } from 'react';
import { CheckoutView } from '../features/cart/public/checkout-view';
import { useCheckoutPayNow } from '../features/finance/public/checkout-payment';
import type { FinanceViewer } from '../features/finance/public/viewer';
import { useCurrentUser } from '../lib/session/session';

/**
 * The checkout with "pay now" (spec §7 Payments and cards): the cart feature's checkout, given the finance feature's
 * payment of the order's total by the customer's credits and a card. Both the storefront checkout and the back-office cart use it (features do not import one another;
 * routes compose them).
 */
export function CheckoutWithPayment(props: Omit<ComponentProps<typeof CheckoutView>, 'payNow'>) {
  const user = useCurrentUser();
  const viewer = useMemo<FinanceViewer>(
    () => ({ permissions: user.permissions, isStaff: user.kind === 'staff' }),
    [user.permissions, user.kind],
  );
  const payNow = useCheckoutPayNow({
    viewer,
    customerId: props.customerId,
    amountDue: props.cart.grandTotal,
    currency: props.currency,
  });
  return <CheckoutView {...props} payNow={payNow} />;
}
