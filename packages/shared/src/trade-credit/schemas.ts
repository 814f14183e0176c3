import { z } from 'zod';
import { requiredText } from '../orders/schemas';

/** Why an order waits: the customer's credit (staff decide) or a buyer's order limit (the customer's administrator). */
export const HOLD_KINDS = ['CREDIT', 'PURCHASE_APPROVAL'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

/**
 * What put an order on hold: over the credit limit, invoices overdue beyond the grace period, the manual credit-hold
 * flag staff set, or the buyer's order limit.
 */
export const HOLD_REASONS = [
  'OVER_CREDIT_LIMIT',
  'OVERDUE_INVOICES',
  'MANUAL_CREDIT_HOLD',
  'OVER_ORDER_LIMIT',
] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** A held order as the held-orders and awaiting-approval screens list it. */
export const heldOrder = z.object({
  holdId: z.number().int(),
  orderId: z.number().int(),
  orderCode: z.string(),
  kind: z.enum(HOLD_KINDS),
  reason: z.enum(HOLD_REASONS),
  /** The reason in the caller's language. */
  reasonText: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  accountNumber: z.string(),
  placedBy: z.string().nullable(),
  grandTotal: z.number(),
  currencyCode: z.string(),
  heldAt: z.string(),
});
export type HeldOrder = z.infer<typeof heldOrder>;

/** The answer to a release, decline, approval: the order and where it went. */
export const holdDecision = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  /** RELEASED, DECLINED, APPROVED; after an approval the order may go on credit hold (`heldAgain`). */
  outcome: z.enum(['RELEASED', 'DECLINED', 'APPROVED']),
  heldAgain: z.object({ reason: z.enum(HOLD_REASONS), message: z.string() }).nullable(),
});

export const declineBody = z.object({ reason: requiredText('A reason', 2000) });
