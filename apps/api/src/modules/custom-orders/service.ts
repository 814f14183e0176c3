import type { createCustomOrderSchemas } from '@portal/shared/custom-orders/create-custom-order';
import type { DesignRequest } from '@portal/shared/custom-orders/schemas';
import type { SubmittedOrderKind } from '@portal/shared';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemTypes, metals } from '../catalog/tables';
import { customOrderImages, customOrders } from './tables';
import { addresses, customers } from '../customers/tables';
import { orders } from '../orders/tables';
import { users } from '../users/tables';
import { recordAudit } from '../../platform/audit';
import { AppError, conflict, invalid, notFound } from '../../platform/errors';
import type { UploadedFile } from '../../platform/multipart';
import type { Services } from '../../platform/request-context';
import { isStaff, type Scope } from '../../platform/scope';
import { mediaUrl } from '../../platform/storage';
import { calculatePrice, metalPriceBases } from '../catalog/public';
import { checkFileForUse } from '../media/public';
import {
  addOrderLine,
  confirmationMail,
  insertOrder,
  ordersListUrl,
  type OrderAddress,
  type OrderLine,
} from '../orders/public';
import { customOrderFieldRules, ruledCreateRequest } from './field-rules';
import { loadDesign } from './reads';
import { localName } from '../../platform/language';

export type CreateCustomOrderInput = ParsedBy<typeof createCustomOrderSchemas>['body'];

/** A design as an order line, with the metal it is made in and a ring's size as checked ('6.75'). */
export interface PricedDesign {
  line: OrderLine;
  metalId: number | null;
  ringSize: string | null;
}

/** How a design is priced: the catalogue's rule, or a price already agreed (a saved estimate sent to the workshop). */
export type DesignPricing = (
  db: Db,
  customerId: number,
  design: DesignRequest,
  language: Language,
) => Promise<PricedDesign>;

/**
 * A refusal of one design's field, keyed by where the field is in the request: the catalogue names a ring's size
 * `ringSize`, the builder sends it in `configuration`; a child's fields sit under `children.<n>.`.
 */
function keyedRefusal(error: unknown, prefix: string): unknown {
  if (!(error instanceof AppError) || error.code !== 'VALIDATION') return error;
  return new AppError(
    error.code,
    error.message,
    error.fieldErrors.map((e) => ({
      key: `${prefix}${e.key === 'ringSize' ? 'configuration.ringSize' : e.key}`,
      value: e.value,
    })),
  );
}

/**
 * Prices a design for the customer with the catalogue's rule: metal, labour, the chosen stones and parts, variants,
 * and a ring in its size, checked as the storefront's are (a quarter size in the product's range, 400 otherwise;
 * docs/jewelry-trade.md §8) and weighed in it. The line keeps the size as checked ('6.75'), so that the job order
 * reads 'Ring size 6¾'; a ring asked in no size is made in the size its weight is given for.
 */
async function priceDesign(
  db: Db,
  customerId: number,
  design: DesignRequest,
  language: Language,
): Promise<PricedDesign> {
  const priced = await calculatePrice(
    db,
    { customerId },
    {
      itemTypeID: design.itemTypeID,
      metalID: design.metalID ?? null,
      quantity: design.quantity,
      variantIDs: design.variantIDs,
      subItems: design.subItems?.map((s) => ({ itemTypeID: s.itemTypeID, quantity: s.quantity })),
      ringSize: design.configuration.ringSize,
    },
  ).catch((error: unknown) => {
    throw keyedRefusal(error, '');
  });
  const [item] = await db.select().from(itemTypes).where(eq(itemTypes.id, design.itemTypeID));
  const [metal] = priced.metalID ? await db.select().from(metals).where(eq(metals.id, priced.metalID)) : [];
  // A design in metal is billed on its finished weight against this estimate (docs/jewelry-trade.md §3).
  const estimate =
    metal && priced.breakdown.metalWeight > 0
      ? {
          metalWeight: priced.breakdown.metalWeight.toFixed(3),
          metalPricePerGram: metal.pricePerGram,
          priceBasis: (await metalPriceBases(db)).get(metal.id) ?? null,
        }
      : {};
  const line: OrderLine = {
    itemTypeId: item!.id,
    code: item!.code,
    name: language === 'fr' ? item!.nameFr : item!.name,
    metalId: metal?.id ?? null,
    metalName: metal ? localName(language, metal) : null,
    quantity: design.quantity,
    unitPrice: priced.price,
    lineTotal: priced.total,
    variantIds: [...new Set(design.variantIDs)].sort((a, b) => a - b),
    configuration: {
      ...sizedConfiguration(design, priced.ringSize),
      ...(design.description ? { description: design.description } : {}),
      ...(design.subItems?.length ? { subItems: design.subItems } : {}),
    },
    ...estimate,
  };
  return { line, metalId: priced.metalID, ringSize: priced.ringSize };
}

/** A design's configuration with its ring size as checked ('6¾' asked is '6.75' kept), or as it was for a piece without. */
const sizedConfiguration = (design: DesignRequest, ringSize: string | null) =>
  ringSize === null ? design.configuration : { ...design.configuration, ringSize };

/** The customer's default address of each role; any address of theirs stands in for a missing role. */
export async function addressesOf(db: Db, customerId: number, name: string) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  if (rows.length === 0) throw invalid('customerId', 'The customer has no address on file');
  const pick = (kind: string): OrderAddress => {
    const a = rows.find((r) => r.kind === kind) ?? rows[0]!;
    return {
      name: a.name ?? name,
      address1: a.line1,
      address2: a.line2,
      city: a.city,
      zip: a.zip ?? '',
      countryId: a.countryId,
      stateId: a.stateId,
      phone: a.phone,
    };
  };
  return { sell_to: pick('sell_to'), billing: pick('billing'), shipping: pick('shipping') };
}

const insertDesign = (
  db: Db,
  scope: Scope,
  customerId: number,
  design: DesignRequest,
  priced: PricedDesign,
  jobOrderId: number,
  parentId: number | null,
) =>
  db
    .insert(customOrders)
    .values({
      customerId,
      parentId,
      itemTypeId: design.itemTypeID,
      metalId: priced.metalId,
      quantity: design.quantity,
      variantIds: priced.line.variantIds,
      subItems: design.subItems ?? [],
      configuration: sizedConfiguration(design, priced.ringSize),
      description: design.description ?? null,
      unitPrice: priced.line.unitPrice.toFixed(2),
      jobOrderId,
      createdByUserId: scope.userId,
      impersonatorId: scope.impersonatorId,
    })
    .returning();

/**
 * POST /customOrders/createOrder. A top-level design (with its children) becomes a new job order; a design with a
 * parentId joins its parent's job order while that job has not started. One transaction; the confirmation e-mail
 * goes out after it.
 */
export async function createCustomOrder(
  services: Services,
  scope: Scope,
  request: CreateCustomOrderInput,
  language: Language,
) {
  // Field settings (spec §7 Settings and configuration): a field hidden from the caller's roles is not written.
  const input = ruledCreateRequest(await customOrderFieldRules(services.db, scope), request);
  const customerId = isStaff(scope) ? input.customerId : scope.customerId;
  if (!customerId) throw invalid('customerId', 'Choose the customer this order is for');
  const now = services.now();
  const result = await services.db.transaction((tx) =>
    placeCustomOrder(tx, scope, customerId, input, language, now),
  );
  // A design joining its parent's job adds a line to an order already confirmed.
  if (result.joined) return result.answer;
  await mailOrderConfirmation(services, scope, result, language);
  return answerOf(result.design.id, result.order);
}

/**
 * The custom order written inside the caller's transaction: a new job order with the design (and its children), or
 * the design joining its parent's job. `pricing` prices each design (the catalogue's rule unless told otherwise).
 */
export async function placeCustomOrder(
  tx: Db,
  scope: Scope,
  customerId: number,
  input: CreateCustomOrderInput,
  language: Language,
  now: Date,
  pricing: DesignPricing = priceDesign,
) {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!customer?.isActive) throw invalid('customerId', 'This customer does not exist');
  if (input.parentId) return addToParent(tx, scope, customerId, input, language, now);
  const top = await pricing(tx, customerId, input, language);
  const children = [];
  for (const [i, child] of input.children.entries())
    children.push(
      await pricing(tx, customerId, child, language).catch((error: unknown) => {
        throw keyedRefusal(error, `children.${i}.`);
      }),
    );
  const lines = [top.line, ...children.map((c) => c.line)];
  const subTotal = lines.reduce((sum, l) => sum + Math.round(l.lineTotal * 100), 0) / 100;
  const order = await insertOrder(
    tx,
    scope,
    {
      kind: 'JO',
      customerId,
      currencyCode: customer.currencyCode,
      notes: input.description ?? null,
      totals: {
        subTotal,
        discountValue: 0,
        couponCode: null,
        shippingPrice: 0,
        salesTaxPercent: 0,
        salesTaxValue: 0,
        grandTotal: subTotal,
      },
      lines,
      addresses: await addressesOf(tx, customerId, customer.name),
    },
    now,
  );
  const [design] = await insertDesign(tx, scope, customerId, input, top, order.id, null);
  for (const [i, child] of input.children.entries())
    await insertDesign(tx, scope, customerId, child, children[i]!, order.id, design!.id);
  await recordAudit(tx, scope, {
    action: 'customOrder.create',
    entityType: 'customOrder',
    entityId: design!.id,
    details: { jobOrder: order.code },
  });
  return { joined: false as const, design: design!, order, lines, customer };
}

/** A new order's confirmation, to the customer (staff ordering for them) or to the buyer. */
export async function mailOrderConfirmation(
  services: Services,
  scope: Scope,
  {
    order,
    lines,
    customer,
  }: { order: typeof orders.$inferSelect; lines: OrderLine[]; customer: typeof customers.$inferSelect },
  language: Language,
) {
  const kind = order.kind as SubmittedOrderKind;
  const to = isStaff(scope) ? customer.email : await buyerEmail(services.db, scope.userId);
  if (!to) return;
  await services.mailer.send(services.db, {
    to,
    ...confirmationMail({
      language,
      contactName: customer.name,
      orderCode: order.code,
      kind,
      currencyCode: order.currencyCode,
      lines: lines.map((l) => ({ ...l, metalName: l.metalName })),
      totals: {
        subTotal: Number(order.subTotal),
        discountValue: 0,
        shippingPrice: 0,
        salesTaxValue: 0,
        grandTotal: Number(order.grandTotal),
      },
      shipTo: customer.name,
      poNumber: null,
      ordersUrl: ordersListUrl(services, language, kind),
    }),
  });
}

const answerOf = (id: number, order: typeof orders.$inferSelect) => ({
  id,
  order_code: order.code,
  jobTypeCode: 'JO' as const,
  orderId: order.id,
  price: Number(order.grandTotal),
});

async function buyerEmail(db: Db, userId: number) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? null;
}

/** A child design joins its parent's job order as one more line, while that job has not started. */
async function addToParent(
  db: Db,
  scope: Scope,
  customerId: number,
  input: CreateCustomOrderInput,
  language: Language,
  now: Date,
) {
  const [parent] = await db.select().from(customOrders).where(eq(customOrders.id, input.parentId!));
  if (!parent || parent.customerId !== customerId) throw notFound('The custom order');
  if (parent.parentId !== null)
    throw invalid('parentId', 'A custom order can only be added to a top-level one');
  const [order] = await db.select().from(orders).where(eq(orders.id, parent.jobOrderId!)).for('update');
  if (!order || order.listGroup !== 'new')
    throw conflict('The job order of this design is already in work: start a new custom order');
  const priced = await priceDesign(db, customerId, input, language);
  const updated = await addOrderLine(
    db,
    order.id,
    {
      itemTypeId: priced.line.itemTypeId,
      code: priced.line.code,
      name: priced.line.name,
      metalId: priced.line.metalId,
      metalName: priced.line.metalName,
      quantity: priced.line.quantity,
      unitPrice: priced.line.unitPrice.toFixed(2),
      lineTotal: priced.line.lineTotal.toFixed(2),
      variantIds: priced.line.variantIds,
      configuration: priced.line.configuration,
      metalWeight: priced.line.metalWeight ?? null,
      metalPricePerGram: priced.line.metalPricePerGram ?? null,
      priceBasis: priced.line.priceBasis ?? null,
    },
    now,
  );
  const [design] = await insertDesign(db, scope, customerId, input, priced, order.id, parent.id);
  await recordAudit(db, scope, {
    action: 'customOrder.create',
    entityType: 'customOrder',
    entityId: design!.id,
    details: { jobOrder: order.code, parentId: parent.id },
  });
  return { joined: true as const, answer: answerOf(design!.id, updated) };
}

/** POST /customOrders/generateImagesForExistingOrder: reference pictures for a design, each checked to be an image. */
export async function uploadCustomOrderImages(
  services: Services,
  scope: Scope,
  id: number,
  files: UploadedFile[],
  language: Language,
) {
  if (files.length === 0) throw invalid('files', 'Choose at least one picture');
  if (files.length > 10) throw invalid('files', 'At most 10 pictures at a time');
  const design = await loadDesign(services.db, scope, id);
  // Every picture first, so that one refused keeps none (the custom order image's limits, as staff set them).
  for (const file of files) await checkFileForUse(services.db, 'CUSTOM_ORDER_IMAGE', file.data, language);
  const keys: string[] = [];
  for (const file of files) keys.push(await services.media.saveImage('custom-orders', file.data));
  await services.db.transaction(async (tx) => {
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${customOrderImages.rank}), -1)::int + 1` })
      .from(customOrderImages)
      .where(eq(customOrderImages.customOrderId, design.id));
    await tx
      .insert(customOrderImages)
      .values(keys.map((imageKey, i) => ({ customOrderId: design.id, imageKey, rank: next + i })));
  });
  const images = await services.db
    .select()
    .from(customOrderImages)
    .where(eq(customOrderImages.customOrderId, design.id))
    .orderBy(asc(customOrderImages.rank));
  return images.map((i) => ({ id: i.id, url: mediaUrl(i.imageKey)! }));
}
