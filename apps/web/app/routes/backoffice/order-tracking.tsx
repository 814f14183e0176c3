import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import type { Route } from './+types/order-tracking';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { cartKeys } from '../../features/cart/public/keys';
import { ensureCartSessionId } from '../../features/cart/public/cart-session';
import { CustomerSelect } from '../../features/customers/public/customer-select';
import { canPay } from '../../features/finance/public/viewer';
import type { CartBridge } from '../../features/orders/public/order-actions-bar';
import type { OrderPaymentBridge } from '../../features/orders/public/order-list';
import { OrderTrackingPage } from '../../features/orders/public/order-tracking-page';
import { ORDER_KINDS, type OrderKind } from '../../features/orders/public/order-kinds';
import { pageFrameLoaders } from '../../lib/page-request';
import { findPage } from '../../lib/session/access';
import { useCurrentUser } from '../../lib/session/session';

const PayOrdersDialog = lazy(() => import('../../features/finance/public/pay-orders-dialog'));

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

const kindOfPage = (pageId: string | undefined): OrderKind =>
  (Object.values(ORDER_KINDS).find((config) => config.pageId === pageId)?.kind ?? 'JO') as OrderKind;

/**
 * /backoffice/status-tracking/job-orders, /quotes and /sales-orders (spec §2, §4): one page per order kind. The page
 * lends the order screens what belongs to other features: the cart's session (re-order) and the customer picker.
 */
export default function OrderTracking() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const kind = kindOfPage(findPage(useLocation().pathname)?.page.id);
  const cart = useMemo<CartBridge>(
    () => ({
      // spec §3: the cart's session id lives in local storage; a re-order starts a cart when there is none.
      sessionId: ensureCartSessionId,
      refresh: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    }),
    [queryClient],
  );
  const viewer = useMemo(
    () => ({ permissions: user.permissions, isStaff: user.kind === 'staff' }),
    [user.permissions, user.kind],
  );

  const payment = useMemo<OrderPaymentBridge | undefined>(
    () =>
      canPay(viewer)
        ? {
            dialog: (orders, done) => (
              <Suspense fallback={null}>
                <PayOrdersDialog
                  orders={orders}
                  viewer={viewer}
                  onClose={done.onClose}
                  onPaid={done.onPaid}
                />
              </Suspense>
            ),
          }
        : undefined,
    [viewer],
  );

  return (
    <>
      <PageHeader />
      <OrderTrackingPage
        payment={payment}
        key={kind}
        kind={kind}
        viewer={viewer}
        cart={cart}
        customerFilter={(value, onChange) => (
          <Box w={{ base: '100%', sm: 280 }}>
            <CustomerSelect
              label={t('orders.filters.customer')}
              placeholder={t('orders.filters.allCustomers')}
              value={value}
              onChange={(customer) => onChange(customer.id)}
              onClear={() => onChange(null)}
              testId="order-customer-filter"
            />
          </Box>
        )}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
