import type { Language } from '@portal/shared/platform/language';
import type { Db } from '../../db/client';
import { familyOrders } from './tables';

/**
 * Marks an order as the family's, in the order's transaction: who placed it through which link, and whether they
 * asked for later messages (unchecked unless they ticked it).
 */
export async function recordFamilyOrder(
  tx: Db,
  order: {
    orderId: number;
    familyLinkId: number;
    buyer: { name: string; email: string; phone: string };
    marketingOptIn: boolean;
    language: Language;
    at: Date;
  },
): Promise<void> {
  await tx.insert(familyOrders).values({
    orderId: order.orderId,
    familyLinkId: order.familyLinkId,
    buyerName: order.buyer.name,
    buyerEmail: order.buyer.email,
    buyerPhone: order.buyer.phone,
    marketingOptIn: order.marketingOptIn,
    language: order.language,
    createdAt: order.at,
  });
}
