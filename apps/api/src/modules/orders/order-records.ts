import type { PriceBasis, SubmittedOrderKind } from '@portal/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  orderAddresses,
  orderAttributeValues,
  orderCounters,
  orderItems,
  orders,
  orderStatusHistory,
} from './tables';
import { entityStatuses } from '../reference/tables';
import type { Scope } from '../../platform/scope';
import { DUE_IN_DAYS, STATUS_KIND } from './order-kind';
import { countOrder } from './order-status';

export interface OrderLine {
  /** The piece ordered; null on a charge line. */
  itemTypeId: number | null;
  /** What a charge line charges for (`RUSH_FEE`); absent on a piece's line. */
  charge?: string | null;
  code: string;
  name: string;
  metalId: number | null;
  metalName: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  variantIds: number[];
  configuration: Record<string, unknown>;
  /** The decedent's fingerprint a memorial piece is made from (docs/decisions.md "Decedents and fingerprints"). */
  fingerprintId?: number | null;
  /** Estimated grams of metal of one piece, the price per gram it was priced at and that price's basis. */
  metalWeight?: string | null;
  metalPricePerGram?: string | null;
  priceBasis?: PriceBasis | null;
}

export interface OrderAddress {
  name: string;
  company?: string | null;
  address1: string;
  address2?: string | null;
  city: string;
  zip: string;
  countryId: number;
  stateId?: number | null;
  email?: string | null;
  phone?: string | null;
}

export interface NewOrder {
  kind: SubmittedOrderKind;
  customerId: number;
  currencyCode: string;
  idempotencyKey?: string | null;
  requestFingerprint?: string | null;
  poNumber?: string | null;
  notes?: string | null;
  customerWoNumber?: string | null;
  shippingMethodId?: number | null;
  shippingMethodName?: string | null;
  /** The service a job order is for (a repair's is Repair): its stages apply. */
  serviceTypeId?: number | null;
  totals: {
    subTotal: number;
    discountValue: number;
    couponCode: string | null;
    shippingPrice: number;
    salesTaxPercent: number;
    salesTaxValue: number;
    grandTotal: number;
  };
  lines: OrderLine[];
  addresses: Record<'sell_to' | 'billing' | 'shipping', OrderAddress>;
  attributes?: { id: number; value: string }[];
  /** 'family' when a decedent's family placed it through the funeral home's link. */
  placedVia?: 'family' | null;
}

async function nextOrderCode(db: Db, kind: SubmittedOrderKind): Promise<string> {
  return `${kind}-${await nextNumber(db, kind, 100001)}`;
}

/**
 * The next human-readable number of a kind (JO-100001, INV-500001, PAY-700001, CM-300001), from the shared counters,
 * in the caller's transaction.
 */
export async function nextNumber(tx: Db, counter: string, start: number): Promise<number> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ kind: counter, lastNumber: start })
    .onConflictDoUpdate({
      target: orderCounters.kind,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderCounters.lastNumber });
  return row!.lastNumber;
}

/**
 * Writes a new order in the caller's transaction: the order in its kind's first status with a human-readable code,
 * its lines, addresses and answers, the first entry of its timeline and the list counts.
 */
/** Who places an order: a signed-in user (and the staff member acting as them), or no one for a family's link. */
export type OrderPlacer = Pick<Scope, 'impersonatorId'> & { userId: number | null };

export async function insertOrder(db: Db, scope: OrderPlacer, input: NewOrder, now: Date) {
  const [status] = await db
    .select()
    .from(entityStatuses)
    .where(and(eq(entityStatuses.kind, STATUS_KIND[input.kind]), eq(entityStatuses.isDefault, true)));
  if (!status) throw new Error(`No default status for ${STATUS_KIND[input.kind]}`);
  const dueInDays = DUE_IN_DAYS[input.kind];
  const money = (n: number) => n.toFixed(2);
  const [order] = await db
    .insert(orders)
    .values({
      kind: input.kind,
      code: await nextOrderCode(db, input.kind),
      customerId: input.customerId,
      statusId: status.id,
      listGroup: status.listGroup,
      placedByUserId: scope.userId,
      impersonatorId: scope.impersonatorId,
      placedVia: input.placedVia ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      requestFingerprint: input.requestFingerprint ?? null,
      poNumber: input.poNumber ?? null,
      notes: input.notes ?? null,
      customerWoNumber: input.customerWoNumber ?? null,
      shippingMethodId: input.shippingMethodId ?? null,
      shippingMethodName: input.shippingMethodName ?? null,
      serviceTypeId: input.serviceTypeId ?? null,
      shippingPrice: money(input.totals.shippingPrice),
      subTotal: money(input.totals.subTotal),
      discountValue: money(input.totals.discountValue),
      couponCode: input.totals.couponCode,
      salesTaxPercent: input.totals.salesTaxPercent.toFixed(4),
      salesTaxValue: money(input.totals.salesTaxValue),
      grandTotal: money(input.totals.grandTotal),
      currencyCode: input.currencyCode,
      orderDate: now,
      dueDate:
        dueInDays === null
          ? null
          : new Date(now.getTime() + dueInDays * 86_400_000).toISOString().slice(0, 10),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await db.insert(orderItems).values(
    input.lines.map((l, rank) => ({
      orderId: order!.id,
      itemTypeId: l.itemTypeId,
      charge: l.charge ?? null,
      code: l.code,
      name: l.name,
      metalId: l.metalId,
      metalName: l.metalName,
      quantity: l.quantity,
      unitPrice: money(l.unitPrice),
      lineTotal: money(l.lineTotal),
      variantIds: l.variantIds,
      configuration: l.configuration,
      fingerprintId: l.fingerprintId ?? null,
      metalWeight: l.metalWeight ?? null,
      metalPricePerGram: l.metalPricePerGram ?? null,
      priceBasis: l.priceBasis ?? null,
      rank,
    })),
  );
  await db.insert(orderAddresses).values(
    Object.entries(input.addresses).map(([role, a]) => ({
      orderId: order!.id,
      role,
      name: a.name,
      company: a.company ?? null,
      address1: a.address1,
      address2: a.address2 ?? null,
      city: a.city,
      zip: a.zip,
      countryId: a.countryId,
      stateId: a.stateId ?? null,
      email: a.email ?? null,
      phone: a.phone ?? null,
    })),
  );
  if (input.attributes?.length)
    await db
      .insert(orderAttributeValues)
      .values(input.attributes.map((a) => ({ orderId: order!.id, definitionId: a.id, value: a.value })));
  await countOrder(db, input.customerId, input.kind, status.id, 1);
  await db.insert(orderStatusHistory).values({
    orderId: order!.id,
    statusId: status.id,
    changedByUserId: scope.userId,
    impersonatorId: scope.impersonatorId,
    createdAt: now,
  });
  return order!;
}

/** A line added to an existing order: what the order's line holds but its order and place. */
export type AddedOrderLine = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId' | 'rank'> & {
  lineTotal: string;
};

/**
 * Adds a line after the order's last one and its total to the order's totals (a design joining its job order), in the
 * caller's transaction; answers the order as it now stands.
 */
export async function addOrderLine(tx: Db, orderId: number, line: AddedOrderLine, now: Date) {
  const [{ rank } = { rank: 0 }] = await tx
    .select({ rank: sql<number>`coalesce(max(${orderItems.rank}), -1)::int + 1` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await tx.insert(orderItems).values({ ...line, orderId, rank });
  const [updated] = await tx
    .update(orders)
    .set({
      subTotal: sql`${orders.subTotal} + ${line.lineTotal}::numeric`,
      grandTotal: sql`${orders.grandTotal} + ${line.lineTotal}::numeric`,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return updated!;
}
