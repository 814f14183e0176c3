import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';

/** One designed piece as POST /api/customOrders/createOrder takes it. */
export interface DesignRequest {
  itemTypeID: number;
  metalID: number | null;
  quantity: number;
  variantIDs: number[];
  /** The stones and parts chosen, by attached entity type; left out, the product's own non-optional ones. */
  subItems?: { itemTypeID: number; attachedEntityTypeId: number | null; quantity: number }[];
  /** Ring size, engraving and the like. */
  configuration: Record<string, string>;
  description?: string;
}

export interface CreateCustomOrderRequest extends DesignRequest {
  /** The other pieces of the same set (a band with the engagement ring). */
  children?: DesignRequest[];
  /** Adds this piece to an existing set: it joins that set's job order while work has not started. */
  parentId?: number;
  /** Staff order on behalf of a customer; a customer always orders for themselves. */
  customerId?: number;
}

export interface CreateCustomOrderResponse {
  /** The custom order's id (the pictures are attached to it). */
  id: number;
  order_code: string;
  jobTypeCode: 'JO';
  /** The job order it became (or joined). */
  orderId: number;
  price: number;
}

/**
 * POST /api/customOrders/createOrder: the design becomes a job order. Silent: the builder shows the spec §8 message
 * and the field errors itself.
 */
export function createCustomOrder(request: CreateCustomOrderRequest): Promise<CreateCustomOrderResponse> {
  return api.post<CreateCustomOrderResponse>('/api/customOrders/createOrder', request, { silent: true });
}

export function useCreateCustomOrder() {
  return useMutation({ mutationFn: createCustomOrder });
}
