import { useQuery } from '@tanstack/react-query';
import { getJobOrderCustomerNotes } from '@portal/shared/orders/get-job-order-customer-notes';
import { getJobOrderNotes } from '@portal/shared/orders/get-job-order-notes';
import { getPriceQuoteNotes } from '@portal/shared/orders/get-price-quote-notes';
import { getSalesOrderNotes } from '@portal/shared/orders/get-sales-order-notes';
import { callQuery } from '../../../lib/calls';
import type { OrderKind } from '../order-kinds';

const NOTES = { JO: getJobOrderNotes, PQ: getPriceQuoteNotes, SO: getSalesOrderNotes } as const;

/**
 * GET …/{id}/notes (staff also read internal notes) and, for job orders, GET /api/JobOrders/{id}/customernotes; oldest
 * first.
 */
export function useOrderNotes(kind: OrderKind, id: number, which: 'notes' | 'customernotes', enabled = true) {
  const call = which === 'customernotes' ? getJobOrderCustomerNotes : NOTES[kind];
  return useQuery({
    ...callQuery(call, { params: { id } }),
    enabled: enabled && (which === 'notes' || kind === 'JO'),
  });
}
