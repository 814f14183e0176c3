import type { PriceBasis } from '@portal/shared';
import { lockedPricesOf, type LockedMetal } from '../metal/public';
import type { cartItems } from './tables';

export type CartLock = Parameters<typeof lockedPricesOf>[0];
type Line = Pick<typeof cartItems.$inferSelect, 'id' | 'metalId' | 'quantity'>;

/**
 * The locked price of a line's metal, when the cart's lock holds this line: one it was taken on, at no more than the
 * quantity it counted against the cap (a line added or raised since is priced at the day's price).
 */
export function lockedMetalOf(lock: CartLock | null, line: Line): LockedMetal | null {
  if (!lock || line.metalId === null) return null;
  const prices = lockedPricesOf(lock);
  const held = prices.lines.find((l) => l.id === line.id);
  if (!held || line.quantity > held.quantity) return null;
  return prices.metals.find((m) => m.metalId === line.metalId) ?? null;
}

/** What a cart line's metal price rests on: the locked basis while the lock holds it, else the metal's current one. */
export function lineBasis(lock: CartLock | null, line: Line, current: Map<number, PriceBasis>) {
  const locked = lockedMetalOf(lock, line);
  if (locked) return { priceBasis: locked.basis, metalLocked: true };
  return {
    priceBasis: line.metalId === null ? null : (current.get(line.metalId) ?? null),
    metalLocked: false,
  };
}
