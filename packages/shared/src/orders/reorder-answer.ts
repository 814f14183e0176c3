import { z } from 'zod';
import { cartSessionId, cartView } from '../cart/schemas';

export const reorderBody = z.object({ sessionId: cartSessionId });

/**
 * What became of one line of the past order: in the cart at today's unit price (`same`, `higher` or `lower` than the
 * price it was ordered at), or not added and why (`unavailable`: the piece, its metal or its option is no longer
 * offered).
 */
export const reorderLine = z.object({
  code: z.string(),
  name: z.string(),
  metalName: z.string().nullable(),
  quantity: z.number().int(),
  orderedUnitPrice: z.number(),
  /** Today's unit price; null when the line was not added. */
  unitPrice: z.number().nullable(),
  change: z.enum(['same', 'higher', 'lower', 'unavailable']),
  /** Why a line was not added, in the request's language. */
  reason: z.string().nullable(),
});
export type ReorderLine = z.infer<typeof reorderLine>;

export const reorderAnswer = z.object({
  cart: cartView,
  /** The codes of the lines not added (kept for the clients of the job-order call). */
  skipped: z.array(z.string()),
  lines: z.array(reorderLine),
});
export type ReorderAnswer = z.infer<typeof reorderAnswer>;
