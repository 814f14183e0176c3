import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from './tables';

/** The day the order is due, as agreed with the customer (production's promised day). */
export async function setOrderDueDate(db: Db, orderId: number, day: string, at: Date) {
  await db.update(orders).set({ dueDate: day, updatedAt: at }).where(eq(orders.id, orderId));
}
