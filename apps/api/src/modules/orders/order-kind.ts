import type { SubmittedOrderKind } from '@portal/shared';

/** The status list each order kind uses (entity_statuses.kind). */
export const STATUS_KIND: Record<SubmittedOrderKind, string> = {
  JO: 'JOB_ORDER',
  SO: 'SALES_ORDER',
  PQ: 'PRICE_QUOTE',
};

/** Days from submission to the due date shown on the order; quotes have none. */
export const DUE_IN_DAYS: Record<SubmittedOrderKind, number | null> = { JO: 14, SO: 3, PQ: null };
