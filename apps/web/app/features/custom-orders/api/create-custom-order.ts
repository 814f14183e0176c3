import { createCustomOrder as createCustomOrderCall } from '@portal/shared/custom-orders/create-custom-order';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';

/** The createOrder payload: one designed piece, the other pieces of its set, its parent set, its customer (staff). */
export type CreateCustomOrderRequest = CallInput<typeof createCustomOrderCall>['body'];

/** One designed piece as POST /api/customOrders/createOrder takes it. */
export type DesignRequest = NonNullable<CreateCustomOrderRequest['children']>[number];

export type CreateCustomOrderResponse = CallResponse<typeof createCustomOrderCall>;

/**
 * POST /api/customOrders/createOrder: the design becomes a job order. Silent: the builder shows the spec §8 message
 * and the field errors itself.
 */
export function createCustomOrder(request: CreateCustomOrderRequest): Promise<CreateCustomOrderResponse> {
  return api.send(createCustomOrderCall, { body: request }, { silent: true });
}

export function useCreateCustomOrder() {
  return useMutation({ mutationFn: createCustomOrder });
}
