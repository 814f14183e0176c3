import { z } from 'zod';
import { priceBasis } from '../catalog/price-basis';

/** One metal a lock holds: its price per gram as locked and what that price rests on. */
export const lockedMetalPrice = z.object({
  metalId: z.number().int(),
  pricePerGram: z.number(),
  basis: priceBasis,
});

/**
 * A price lock as a cart or a quote shows it (docs/jewelry-trade.md §3): the fixing it holds, until when, the metal
 * weight it counts against the customer's cap, and each locked metal's price and basis.
 */
export const metalLock = z.object({
  id: z.number().int(),
  /** The fixing of the lines' main metal, or null when its price was typed by staff. */
  fixingId: z.number().int().nullable(),
  lockedAt: z.string(),
  expiresAt: z.string(),
  /** Seconds left at the time of the answer (0 once expired). */
  remainingSeconds: z.number().int(),
  grams: z.number(),
  prices: z.array(lockedMetalPrice),
});
export type MetalLock = z.infer<typeof metalLock>;
