import type { submitOrder as submitOrderCall } from '@portal/shared/cart/submit-order';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess, notifyInfo } from '../../lib/feedback';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { CartView } from './api/get-cart';
import { cartKeys } from './api/keys';
import { type SubmitOrderRequest, useSubmitOrder } from './api/submit-order';
import { forgetCartSessionId, newCartSessionId } from './cart-session';
import {
  afterSubmission,
  browserStorage,
  type CheckoutAddresses,
  saveCheckoutAddresses,
} from './checkout-storage';
import { orderConfirmationPath, orderListPath } from './checkout-submission';

type SubmittedOrder = CallResponse<typeof submitOrderCall>;

/**
 * Paying by card at submission (spec §7 Payments and cards): the route gives it when the payer may pay; the finance
 * feature builds it.
 */
export interface CheckoutPayNow {
  /** The payer chose to pay now. */
  chosen: boolean;
  pending: boolean;
  /** The choice of paying later or now, with the card; shown under the order's details. */
  section: ReactNode;
  /** Submits the cart and pays it; null when nothing was sent and the section says why. Throws as submitting does. */
  submitAndPay: (request: SubmitOrderRequest) => Promise<SubmittedOrder | null>;
}

/**
 * Sends the checkout once per attempt (spec §7: one idempotency key per attempt, sent again when the same attempt is
 * retried), paying by card when the payer chose to; then the spec §8 success message, the cart forgotten and the user
 * taken where `landing` says. A refusal of the business is shown as the server wrote it.
 */
export function useOrderSending({
  cart,
  landing,
  payNow,
}: {
  cart: CartView;
  landing: 'confirmation' | 'list';
  payNow: CheckoutPayNow | undefined;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitOrder();
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const idempotencyKey = useRef<string | null>(null);
  const submitting = useRef(false);

  const send = (checkout: CheckoutAddresses, request: (idempotencyKey: string) => SubmitOrderRequest) => {
    if (submitting.current) return;
    submitting.current = true;
    idempotencyKey.current ??= newCartSessionId();
    setServerProblems([]);
    const body = request(idempotencyKey.current);
    const onSuccess = (order: SubmittedOrder) => {
      idempotencyKey.current = null;
      // spec §8 success message, then spec §4: the cart is cleared and the user goes to the order type's list.
      notifySuccess(t('checkout.created', { order_code: order.order_code }));
      // Kept on credit hold or for the buyer's administrator: the server's message, in the caller's language, says why.
      if (order.hold) notifyInfo(order.hold.message);
      saveCheckoutAddresses(browserStorage(), afterSubmission(checkout));
      forgetCartSessionId();
      queryClient.removeQueries({ queryKey: cartKeys.session(cart.sessionId) });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartKeys.shipping });
      void navigate(
        localize(
          landing === 'confirmation'
            ? orderConfirmationPath(order.order_code)
            : orderListPath(order.jobTypeCode),
        ),
      );
    };
    const onError = (error: unknown) => {
      submitting.current = false;
      const refusal =
        error instanceof ApiError ? error.errorMessages.find((m) => m.key === 'jobInsertError') : undefined;
      // spec §8: a refusal of the business is shown as the server wrote it; anything else gets the generic message.
      notifyError(refusal ? refusal.value : t('checkout.errors.submitFailed'));
      if (!(error instanceof ApiError)) return;
      // A definite answer ends this attempt; a lost connection or a server failure may be retried with the same key.
      if (error.status >= 400 && error.status < 500) idempotencyKey.current = null;
      if (error.status === 400) setServerProblems(error.userMessages);
      if (error.status === 409 || error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        void queryClient.invalidateQueries({ queryKey: cartKeys.shipping });
      }
    };
    if (!payNow?.chosen) return submit.mutate(body, { onSuccess, onError });
    payNow.submitAndPay(body).then((order) => {
      if (order) onSuccess(order);
      // Nothing was sent (a card detail is missing, or a price quote cannot be paid now): the payer goes on.
      else submitting.current = false;
    }, onError);
  };

  return {
    send,
    sending: submit.isPending || (payNow?.pending ?? false),
    serverProblems,
    /** A submission is on its way (set before React renders the pending state: a double click sends once). */
    busy: () => submitting.current,
  };
}
