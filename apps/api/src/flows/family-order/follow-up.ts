// What follows a family order's payment (flows/family-order.ts): the funeral home's commission and the family's one
// confirmation, right after the card's answer or, when the processor answered late, from the follow-up job.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { earnCommission } from '../../modules/commissions/public';
import { customers } from '../../modules/customers/tables';
import { claimFamilyConfirmation } from '../../modules/family-links/public';
import { familyOrders } from '../../modules/family-links/tables';
import { invoiceStatusIds } from '../../modules/finance/public';
import { invoices } from '../../modules/finance/tables';
import { orderAddresses, orderItems, orders } from '../../modules/orders/tables';
import type { Services } from '../../platform/request-context';
import type { ScheduledJob } from '../../platform/scheduled-jobs';

/**
 * A paid family order's follow-up: its commission (idempotent), then its confirmation (claimed once). The commission
 * comes first: a confirmation sent means the follow-up is done.
 */
export async function followUpPaidFamilyOrder(services: Services, orderId: number): Promise<void> {
  const { db } = services;
  const now = services.now();
  await earnCommission(db, orderId, now);
  const [order] = await db
    .select({ order: orders, home: customers.name })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!order) return;
  const items = await db
    .select({ name: orderItems.name, quantity: orderItems.quantity, lineTotal: orderItems.lineTotal })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.rank);
  const [shipTo] = await db
    .select()
    .from(orderAddresses)
    .where(and(eq(orderAddresses.orderId, orderId), eq(orderAddresses.role, 'shipping')));
  const mail = await claimFamilyConfirmation(
    db,
    orderId,
    {
      funeralHomeName: order.home,
      orderCode: order.order.code,
      lines: items.map((i) => ({ ...i, lineTotal: Number(i.lineTotal) })),
      total: Number(order.order.grandTotal),
      currencyCode: order.order.currencyCode,
      shipTo: shipTo
        ? [shipTo.name, shipTo.address1, shipTo.address2, `${shipTo.zip} ${shipTo.city}`]
            .filter(Boolean)
            .join(', ')
        : '',
    },
    now,
  );
  if (mail) await services.mailer.send(db, mail);
}

const EVERY_MS = 10 * 60_000;

/**
 * The family orders paid but not followed up: their card's answer came late, through the payments' reconciliation
 * (docs/payments.md §4), after the family's request had answered "pending".
 */
export const familyOrderFollowUpJob: ScheduledJob = {
  name: 'family-order-follow-up',
  isDue: (last, now) => last === null || now.getTime() - last.getTime() >= EVERY_MS,
  leaseMs: 10 * 60_000,
  run: async (services) => {
    const statuses = await invoiceStatusIds(services.db);
    const waiting = await services.db
      .select({ orderId: familyOrders.orderId })
      .from(familyOrders)
      .innerJoin(invoices, eq(invoices.orderId, familyOrders.orderId))
      .where(
        and(
          isNull(familyOrders.confirmedAt),
          eq(invoices.balance, '0.00'),
          ne(invoices.statusId, statuses.VOID!),
        ),
      );
    for (const { orderId } of waiting) await followUpPaidFamilyOrder(services, orderId);
    return { followedUp: waiting.length };
  },
};
