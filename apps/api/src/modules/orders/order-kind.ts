import type { SubmittedOrderKind } from '@portal/shared';

export interface SubmittedLine {
  /** The item group's fulfilment: MADE_TO_ORDER or STOCK. */
  fulfilment: string;
  unitPrice: number;
}

/**
 * What a submitted cart becomes (documented in docs/decisions.md):
 * - a price quote (PQ) when the customer's order setting asks for quotes first, or when a line has no price yet
 *   (priced on request): the workshop prices it before anything is made;
 * - a job order (JO) when any line is made to order in the workshop;
 * - a sales order (SO) when every line ships from stock (chains, findings, stones).
 */
export function orderKindFor(orderSubmission: string, lines: readonly SubmittedLine[]): SubmittedOrderKind {
  if (orderSubmission === 'QUOTE' || lines.some((l) => l.unitPrice <= 0)) return 'PQ';
  return lines.some((l) => l.fulfilment !== 'STOCK') ? 'JO' : 'SO';
}

/** The status list each order kind uses (entity_statuses.kind). */
export const STATUS_KIND: Record<SubmittedOrderKind, string> = {
  JO: 'JOB_ORDER',
  SO: 'SALES_ORDER',
  PQ: 'PRICE_QUOTE',
};

/** Days from submission to the due date shown on the order; quotes have none. */
export const DUE_IN_DAYS: Record<SubmittedOrderKind, number | null> = { JO: 14, SO: 3, PQ: null };
