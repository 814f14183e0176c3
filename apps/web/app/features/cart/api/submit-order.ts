import { submitOrder as submitOrderCall } from '@portal/shared/cart/submit-order';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';

/**
 * POST /api/shoppingCart/submitOrder (spec §7 "inputData"). The idempotency key is made once per checkout attempt and
 * sent again on a retry: the server answers the order it already created.
 */
export type SubmitOrderRequest = CallInput<typeof submitOrderCall>['body'] & { idempotencyKey: string };

/** One address of the order, as the checkout sends it. */
export type SubmitOrderAddress = SubmitOrderRequest['sellToAddress'];

/**
 * POST /api/shoppingCart/submitOrder: the cart becomes a job order, a sales order or a price quote. Silent: the
 * checkout shows a business refusal (key jobInsertError) as the server wrote it, and the spec §8 message otherwise.
 */
export function submitOrder(request: SubmitOrderRequest): Promise<CallResponse<typeof submitOrderCall>> {
  return api.send(submitOrderCall, { body: request }, { silent: true });
}

export function useSubmitOrder() {
  return useMutation({ mutationFn: submitOrder });
}
