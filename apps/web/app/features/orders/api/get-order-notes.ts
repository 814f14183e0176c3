import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { ORDER_KINDS, type OrderKind } from '../order-kinds';
import { orderKeys } from './keys';
import type { OrderNote } from './order-types';

/**
 * GET …/{id}/notes (staff also read internal notes) and, for job orders, GET /api/JobOrders/{id}/customernotes; oldest
 * first.
 */
export function getOrderNotes(
  kind: OrderKind,
  id: number,
  which: 'notes' | 'customernotes',
): Promise<OrderNote[]> {
  const url = which === 'notes' ? ORDER_KINDS[kind].notesUrl(id) : `/api/JobOrders/${id}/customernotes`;
  return api.get<OrderNote[]>(url);
}

export function useOrderNotes(kind: OrderKind, id: number, which: 'notes' | 'customernotes', enabled = true) {
  return useQuery({
    queryKey: orderKeys.notes(kind, id, which),
    queryFn: () => getOrderNotes(kind, id, which),
    enabled: enabled && (which === 'notes' || kind === 'JO'),
  });
}
