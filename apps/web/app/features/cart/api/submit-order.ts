import type { submitOrderRequest, SubmitOrderResponse } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/browser-api';

/** One address of the order, as the checkout sends it (packages/shared checkoutAddress). */
export interface SubmitOrderAddress {
  name: string;
  company?: string;
  address1: string;
  address2?: string;
  city: string;
  zip: string;
  countryId: number;
  stateId: number | null;
  email?: string;
  phone?: string;
}

/** POST /api/shoppingCart/submitOrder (spec §7 "inputData"), with the checkout's stricter types. */
export interface SubmitOrderRequest {
  sessionId: string;
  /** Made once per checkout attempt and sent again on a retry: the server answers the order it already created. */
  idempotencyKey: string;
  sellToAddress: SubmitOrderAddress;
  billingAddress: SubmitOrderAddress;
  shippingAddress: SubmitOrderAddress | null;
  useDifferentShippingAddress: boolean;
  shipToSellToAddress: boolean;
  /** null: no shipping, the order is picked up. */
  shippingMethodID: number | null;
  pONumber?: string;
  notes?: string;
  customerWoNumber?: string;
  orderAttributes?: { id: number; value: string }[];
}

/**
 * POST /api/shoppingCart/submitOrder: the cart becomes a job order, a sales order or a price quote. Silent: the
 * checkout shows a business refusal (key jobInsertError) as the server wrote it, and the spec §8 message otherwise.
 */
export function submitOrder(request: SubmitOrderRequest): Promise<SubmitOrderResponse> {
  // The wire shape is packages/shared's: this assignment stops compiling if the two drift apart.
  const body: z.input<typeof submitOrderRequest> = request;
  return api.post<SubmitOrderResponse>('/api/shoppingCart/submitOrder', body, { silent: true });
}

export function useSubmitOrder() {
  return useMutation({ mutationFn: submitOrder });
}
