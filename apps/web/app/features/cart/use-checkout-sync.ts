import type { CartView } from './api/get-cart';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { notifyError } from '../../lib/feedback';
import { useLang } from '../../lib/i18n/use-lang';
import type { ShippingDestination, ShippingMethod } from './api/get-shipping-methods-for-checkout';
import { cartKeys } from './api/keys';
import { useUpdateExtraInfo } from './api/update-extra-info';
import { useUpdateTax } from './api/update-tax';

/**
 * Keeps the server's cart in step with the checkout, so that its totals are the order's: the sales tax follows the
 * billing and shipping states (POST update-tax, spec §5), the shipping price follows the chosen method and where it
 * goes (POST update-extra-info). Each change is sent once; a failure is told, not repeated in a loop. `syncing` is true
 * while a change is on its way or the cart is being read again: the totals on screen may not be the order's yet.
 */
export function useCheckoutSync({
  cart,
  enabled,
  billingStateId,
  shippingStateId,
  destination,
  method,
}: {
  cart: CartView;
  /** The checkout's addresses are known (stored or loaded). */
  enabled: boolean;
  billingStateId: number | null;
  shippingStateId: number | null;
  /** Where the parcel goes, once its country and state are complete. */
  destination: ShippingDestination | null;
  /** The chosen method among those offered there; null for none; undefined while the offer is not known. */
  method: ShippingMethod | null | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const { mutate: updateTax, isPending: taxPending } = useUpdateTax();
  const { mutate: updateExtraInfo, isPending: shippingPending } = useUpdateExtraInfo();
  const taxSent = useRef<string | null>(null);
  const shippingSent = useRef<string | null>(null);
  const { sessionId } = cart;
  const cartReading = useIsFetching({ queryKey: cartKeys.detail(sessionId, lang) }) > 0;

  useEffect(() => {
    // Two calls may cross: the cart is read again after each, so the last answer on screen is the server's latest.
    const onSettled = () => queryClient.invalidateQueries({ queryKey: cartKeys.detail(sessionId, lang) });
    const onError = () => notifyError(t('cart.errors.updateFailed'));

    if (enabled && (cart.billingStateId !== billingStateId || cart.shippingStateId !== shippingStateId)) {
      const key = `${sessionId}:${billingStateId}:${shippingStateId}`;
      if (taxSent.current !== key) {
        taxSent.current = key;
        updateTax({ sessionId, billingStateId, shippingStateId }, { onError, onSettled });
      }
    }

    if (enabled && destination && method !== undefined) {
      const key = method
        ? `${sessionId}:${method.id}:${destination.countryId}:${destination.stateId}:${method.price}`
        : `${sessionId}:none`;
      // Nothing chosen and nothing charged: nothing to tell the server.
      const alreadyNone = method === null && cart.shippingPrice === 0 && shippingSent.current === null;
      if (alreadyNone) shippingSent.current = key;
      if (shippingSent.current !== key) {
        shippingSent.current = key;
        updateExtraInfo(
          method
            ? {
                sessionId,
                shippingMethodId: method.id,
                shippingCountryId: destination.countryId,
                shippingStateId: destination.stateId,
              }
            : { sessionId, shippingMethodId: null },
          { onError, onSettled },
        );
      }
    }
  }, [
    enabled,
    sessionId,
    cart.billingStateId,
    cart.shippingStateId,
    cart.shippingPrice,
    billingStateId,
    shippingStateId,
    destination,
    method,
    updateTax,
    updateExtraInfo,
    queryClient,
    lang,
    t,
  ]);

  return { syncing: taxPending || shippingPending || cartReading };
}
