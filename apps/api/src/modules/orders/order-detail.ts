import type { SubmittedOrderKind } from '@portal/shared';
import { configurationEntries } from '@portal/shared/catalog/line-configuration';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { itemTypeImages, itemTypes, itemTypeSubItems } from '../catalog/tables';
import { customOrderImages, customOrders } from '../custom-orders/tables';
import { customers } from '../customers/tables';
import {
  orderAddresses,
  orderAttributeValues,
  orderItems,
  orderNotes,
  orders,
  orderStatusHistory,
} from './tables';
import { countries, entityStatuses, serviceTypes, states } from '../reference/tables';
import { orderAttributeDefinitions } from '../shipping/tables';
import { users } from '../users/tables';
import { notFound } from '../../platform/errors';
import { fingerprintRefs } from '../decedents/public';
import { mediaUrl } from '../../platform/storage';
import { assertCustomerAccess, isStaff, type Scope } from '../../platform/scope';
import { localName } from '../../platform/language';
import { activeLockOf, lockView } from '../metal/public';
import { quoteMetalRepricing } from './quote-repricing';

const WHAT: Record<SubmittedOrderKind, string> = {
  JO: 'The job order',
  SO: 'The sales order',
  PQ: 'The price quote',
};

/** An order of the given kind the caller may see; another customer's order, or another kind, is 404. */
export async function loadOrder(db: Db, scope: Scope, kind: SubmittedOrderKind, id: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.kind, kind)));
  if (!order) throw notFound(WHAT[kind]);
  assertCustomerAccess(scope, order.customerId, WHAT[kind]);
  return order;
}

/**
 * Configuration entries as the custom attributes of a line, named and written in the reader's language ('Ring size'
 * 6¾, never 'ringSize: 6.75'); an uploaded file's URL is its value.
 */
function customAttributesOf(configuration: unknown, language: Language) {
  return configurationEntries((configuration ?? {}) as Record<string, unknown>, language).map(
    ({ name, value }, index) => ({
      id: index + 1,
      name,
      value,
      fileUrl: value.startsWith('/media/') ? value : null,
    }),
  );
}

/** GET …/{id}/items: the lines as ordered, with the product picture in the ordered metal. */
export async function orderItemsOf(
  db: Db,
  scope: Scope,
  kind: SubmittedOrderKind,
  id: number,
  language: Language = 'en',
) {
  await loadOrder(db, scope, kind, id);
  return linesOf(db, id, language);
}

/** The lines of a job order the caller may see, as stored: a re-order copies them into the cart. */
export async function jobOrderLines(db: Db, scope: Scope, id: number) {
  await loadOrder(db, scope, 'JO', id);
  return db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.rank));
}

/**
 * The lines of a past job order or sales order the caller may see, to order again; a quote, another customer's order
 * or no order at all is the same 404.
 */
export async function pastOrderLines(db: Db, scope: Scope, id: number) {
  const [order] = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(and(eq(orders.id, id), inArray(orders.kind, ['JO', 'SO'])));
  if (!order) throw notFound('The order');
  assertCustomerAccess(scope, order.customerId, 'The order');
  return db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.rank));
}

/** The lines of an order the caller was already allowed to see. */
async function linesOf(db: Db, id: number, language: Language) {
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.rank));
  const pictures = lines.length
    ? await db
        .select()
        .from(itemTypeImages)
        .where(
          inArray(itemTypeImages.itemTypeId, [
            ...new Set(lines.flatMap((l) => (l.itemTypeId === null ? [] : [l.itemTypeId]))),
          ]),
        )
        .orderBy(asc(itemTypeImages.rank))
    : [];
  const prints = await fingerprintRefs(
    db,
    lines.flatMap((l) => (l.fingerprintId === null ? [] : [l.fingerprintId])),
  );
  return lines.map((l) => {
    const picture =
      pictures.find((p) => p.itemTypeId === l.itemTypeId && p.metalId === l.metalId) ??
      pictures.find((p) => p.itemTypeId === l.itemTypeId && p.metalId === null);
    return {
      id: l.id,
      itemTypeID: l.itemTypeId,
      charge: l.charge,
      code: l.code,
      name: l.name,
      metalID: l.metalId,
      metalName: l.metalName,
      quantity: l.quantity,
      price: Number(l.unitPrice),
      lineTotal: Number(l.lineTotal),
      variantIDs: l.variantIds,
      configuration: l.configuration as Record<string, unknown>,
      imageURL: picture?.url ?? null,
      customAttributes: customAttributesOf(l.configuration, language),
      fingerprint: l.fingerprintId === null ? null : (prints.get(l.fingerprintId) ?? null),
    };
  });
}

/** GET /JobOrders/{id}/allItems: every line with the stones and parts it is made with. */
export async function jobOrderAllItems(db: Db, scope: Scope, id: number, language: Language) {
  const items = await orderItemsOf(db, scope, 'JO', id, language);
  const sub = alias(itemTypes, 'sub');
  const parts = items.length
    ? await db
        .select({ parentId: itemTypeSubItems.itemTypeId, quantity: itemTypeSubItems.quantity, sub })
        .from(itemTypeSubItems)
        .innerJoin(sub, eq(sub.id, itemTypeSubItems.subItemTypeId))
        .where(
          and(
            inArray(
              itemTypeSubItems.itemTypeId,
              items.flatMap((i) => (i.itemTypeID === null ? [] : [i.itemTypeID])),
            ),
            eq(itemTypeSubItems.isOptional, false),
          ),
        )
        .orderBy(asc(itemTypeSubItems.rank))
    : [];
  return items.map((item) => ({
    ...item,
    subItems: parts
      .filter((p) => p.parentId === item.itemTypeID)
      .map((p) => ({
        itemTypeID: p.sub.id,
        code: p.sub.code,
        name: localName(language, p.sub),
        quantity: Number(p.quantity) * item.quantity,
      })),
  }));
}

/** GET /JobOrders/{id}/images: the custom design's pictures, the pieces', then those of notes the caller can read. */
export async function jobOrderImages(db: Db, scope: Scope, id: number) {
  const items = await orderItemsOf(db, scope, 'JO', id);
  const notes = await db
    .select()
    .from(orderNotes)
    .where(and(eq(orderNotes.orderId, id), visibleNotes(scope)))
    .orderBy(asc(orderNotes.createdAt));
  const designPictures = await db
    .select({ key: customOrderImages.imageKey, description: customOrders.description })
    .from(customOrderImages)
    .innerJoin(customOrders, eq(customOrders.id, customOrderImages.customOrderId))
    .where(eq(customOrders.jobOrderId, id))
    .orderBy(asc(customOrders.id), asc(customOrderImages.rank));
  return [
    ...designPictures.map((p) => ({
      url: mediaUrl(p.key)!,
      source: 'design' as const,
      caption: p.description ?? '',
    })),
    ...items
      .filter((i) => i.imageURL)
      .map((i) => ({ url: i.imageURL!, source: 'item' as const, caption: `${i.code} ${i.name}` })),
    ...notes
      .filter((n) => n.imageKey)
      .map((n) => ({ url: mediaUrl(n.imageKey)!, source: 'note' as const, caption: n.text })),
  ];
}

/** Customers never read staff-only notes. */
export const visibleNotes = (scope: Scope) =>
  isStaff(scope) ? undefined : or(eq(orderNotes.kind, 'NOTE'), eq(orderNotes.kind, 'CUSTOMER'));

/** GET /job-orders-extended/{id}/detail (and the detail of quotes and sales orders): everything about one order. */
export async function orderDetail(
  db: Db,
  scope: Scope,
  kind: SubmittedOrderKind,
  id: number,
  language: Language,
) {
  const order = await loadOrder(db, scope, kind, id);
  const name = (row: { name: string; nameFr: string }) => localName(language, row);
  const [status] = await db.select().from(entityStatuses).where(eq(entityStatuses.id, order.statusId));
  const [customer] = await db.select().from(customers).where(eq(customers.id, order.customerId));
  const [serviceType] = order.serviceTypeId
    ? await db.select().from(serviceTypes).where(eq(serviceTypes.id, order.serviceTypeId))
    : [];
  const addresses = await db
    .select({
      address: orderAddresses,
      country: countries.name,
      countryFr: countries.nameFr,
      countryCode: countries.code,
      state: states.name,
      stateCode: states.code,
    })
    .from(orderAddresses)
    .innerJoin(countries, eq(countries.id, orderAddresses.countryId))
    .leftJoin(states, eq(states.id, orderAddresses.stateId))
    .where(eq(orderAddresses.orderId, id));
  const answers = await db
    .select({ value: orderAttributeValues.value, definition: orderAttributeDefinitions })
    .from(orderAttributeValues)
    .innerJoin(orderAttributeDefinitions, eq(orderAttributeDefinitions.id, orderAttributeValues.definitionId))
    .where(eq(orderAttributeValues.orderId, id))
    .orderBy(asc(orderAttributeDefinitions.rank));
  const placedBy = alias(users, 'placed_by');
  const impersonator = alias(users, 'impersonator');
  const [people] = await db
    .select({ placedBy, impersonator })
    .from(orders)
    .leftJoin(placedBy, eq(placedBy.id, orders.placedByUserId))
    .leftJoin(impersonator, eq(impersonator.id, orders.impersonatorId))
    .where(eq(orders.id, id));
  const fullName = (u: { firstName: string; lastName: string } | null | undefined) =>
    u ? `${u.firstName} ${u.lastName}` : null;
  return {
    id: order.id,
    ...(kind === 'JO' ? { jobID: order.id } : {}),
    kind,
    code: order.code,
    orderDate: order.orderDate.toISOString(),
    dueDate: order.dueDate,
    status: { id: status!.id, code: status!.code, name: name(status!), listGroup: status!.listGroup },
    customer: { id: customer!.id, name: customer!.name, accountNumber: customer!.accountNumber },
    serviceType: serviceType ? { id: serviceType.id, code: serviceType.code, name: name(serviceType) } : null,
    familyOrder: order.placedVia === 'family',
    poNumber: order.poNumber,
    notes: order.notes,
    customerWoNumber: order.customerWoNumber,
    shippingMethodName: order.shippingMethodName,
    totals: {
      subTotal: Number(order.subTotal),
      discountValue: Number(order.discountValue),
      couponCode: order.couponCode,
      shippingPrice: Number(order.shippingPrice),
      salesTaxPercent: Number(order.salesTaxPercent),
      salesTaxValue: Number(order.salesTaxValue),
      grandTotal: Number(order.grandTotal),
      currencyCode: order.currencyCode,
    },
    addresses: addresses.map(({ address, country, countryFr, countryCode, state, stateCode }) => ({
      role: address.role,
      name: address.name,
      company: address.company,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      zip: address.zip,
      // The country in the reader's language ("États-Unis" for a French reader).
      country: language === 'fr' ? countryFr : country,
      state,
      countryCode,
      stateCode,
      email: address.email,
      phone: address.phone,
    })),
    attributes: answers.map((a) => ({ code: a.definition.code, name: name(a.definition), value: a.value })),
    placedBy: fullName(people?.placedBy),
    placedByStaff: fullName(people?.impersonator),
    items: await linesOf(db, id, language),
    timeline: await statusTimeline(db, id, language),
    metalLock: kind === 'PQ' ? await quoteLockOf(db, id) : null,
    metalRepricing: kind === 'PQ' && !status!.isClosed ? await quoteMetalRepricing(db, order) : null,
    waitingOn: order.holdKind as 'CREDIT' | 'PURCHASE_APPROVAL' | null,
  };
}

/** The lock holding a quote's prices now, as the quote's answer shows it, or null. */
export async function quoteLockOf(db: Db, quoteId: number) {
  const lock = await activeLockOf(db, { quoteOrderId: quoteId });
  return lock ? lockView(lock.lock, lock.remaining) : null;
}

const VIEW_PERMISSION: Record<SubmittedOrderKind, string> = {
  JO: 'CP_JOB_ORDERS:VIEW',
  SO: 'CP_SALES_ORDERS:VIEW',
  PQ: 'CP_PRICE_QUOTES:VIEW',
};

/**
 * GET /orders/by-code/{code}: the order confirmation. The code names the kind (JO-, SO-, PQ-); an unknown code,
 * another customer's order or a kind the caller may not view is 404.
 */
export async function orderDetailByCode(db: Db, scope: Scope, code: string, language: Language) {
  const [order] = await db
    .select({ id: orders.id, kind: orders.kind, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.code, code));
  const kind = order?.kind as SubmittedOrderKind | undefined;
  if (!order || !kind || !(kind in VIEW_PERMISSION) || !scope.permissions.has(VIEW_PERMISSION[kind])) {
    throw notFound('The order');
  }
  assertCustomerAccess(scope, order.customerId, 'The order');
  return orderDetail(db, scope, kind, order.id, language);
}

/** When each status was reached, by whom, and why. */
export async function statusTimeline(db: Db, orderId: number, language: Language) {
  const actor = alias(users, 'actor');
  const staff = alias(users, 'staff');
  const rows = await db
    .select({ entry: orderStatusHistory, status: entityStatuses, actor, staff })
    .from(orderStatusHistory)
    .innerJoin(entityStatuses, eq(entityStatuses.id, orderStatusHistory.statusId))
    .leftJoin(actor, eq(actor.id, orderStatusHistory.changedByUserId))
    .leftJoin(staff, eq(staff.id, orderStatusHistory.impersonatorId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return rows.map((r) => ({
    statusCode: r.status.code,
    statusName: localName(language, r.status),
    at: r.entry.createdAt.toISOString(),
    by: r.actor ? `${r.actor.firstName} ${r.actor.lastName}` : null,
    onBehalfBy: r.staff ? `${r.staff.firstName} ${r.staff.lastName}` : null,
    reason: r.entry.reason,
    reasonText: r.entry.reasonText,
  }));
}
