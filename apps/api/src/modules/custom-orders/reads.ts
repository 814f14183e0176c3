import type { getCustomOrdersSchemas } from '@portal/shared/custom-orders/get-custom-orders';
import type { DesignRequest } from '@portal/shared/custom-orders/schemas';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemTypes, itemTypeVariants, metals } from '../catalog/tables';
import { customOrderImages, customOrders } from './tables';
import { orders } from '../orders/tables';
import { notFound } from '../../platform/errors';
import { paginated } from '../../platform/paging';
import { assertCustomerAccess, customerCondition, isStaff, type Scope } from '../../platform/scope';
import { mediaUrl } from '../../platform/storage';
import { localName } from '../../platform/language';
import { customOrderFieldRules, visibleFields } from './field-rules';

/** One page of custom orders as the list shows them: picture, product, metal, price, job order and its status. */
async function listCustomOrders(
  db: Db,
  scope: Scope,
  query: ParsedBy<typeof getCustomOrdersSchemas>['query'],
  where: SQL | undefined,
  language: Language,
) {
  const condition = and(customerCondition(scope, customOrders.customerId, query.customerId), where);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(customOrders)
    .where(condition);
  const rows = await db
    .select({ design: customOrders, item: itemTypes, metal: metals, order: orders })
    .from(customOrders)
    .innerJoin(itemTypes, eq(itemTypes.id, customOrders.itemTypeId))
    .leftJoin(metals, eq(metals.id, customOrders.metalId))
    .leftJoin(orders, eq(orders.id, customOrders.jobOrderId))
    .where(condition)
    .orderBy(desc(customOrders.createdAt), desc(customOrders.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  return paginated(await summaries(db, rows, language), count, query);
}

type SummaryRow = {
  design: typeof customOrders.$inferSelect;
  item: typeof itemTypes.$inferSelect;
  metal: typeof metals.$inferSelect | null;
  order: typeof orders.$inferSelect | null;
};

async function summaries(db: Db, rows: SummaryRow[], language: Language) {
  const ids = rows.map((r) => r.design.id);
  const images = ids.length
    ? await db
        .select()
        .from(customOrderImages)
        .where(inArray(customOrderImages.customOrderId, ids))
        .orderBy(asc(customOrderImages.rank))
    : [];
  const children = ids.length
    ? await db
        .select({ parentId: customOrders.parentId, count: sql<number>`count(*)::int` })
        .from(customOrders)
        .where(inArray(customOrders.parentId, ids))
        .groupBy(customOrders.parentId)
    : [];
  return rows.map(({ design, item, metal, order }) => ({
    id: design.id,
    parentId: design.parentId,
    itemTypeID: item.id,
    code: item.code,
    name: localName(language, item),
    metalName: metal ? localName(language, metal) : null,
    quantity: design.quantity,
    unitPrice: Number(design.unitPrice),
    description: design.description,
    jobOrderId: order?.id ?? null,
    jobOrderCode: order?.code ?? null,
    imageUrl: mediaUrl(images.find((i) => i.customOrderId === design.id)?.imageKey ?? null),
    childCount: children.find((c) => c.parentId === design.id)?.count ?? 0,
    createdAt: design.createdAt.toISOString(),
  }));
}

const topLevelOnly = isNull(customOrders.parentId);
export const childrenOf = (id: number) => eq(customOrders.parentId, id);

export async function loadDesign(db: Db, scope: Scope, id: number) {
  const [design] = await db.select().from(customOrders).where(eq(customOrders.id, id));
  if (!design) throw notFound('The custom order');
  assertCustomerAccess(scope, design.customerId, 'The custom order');
  return design;
}

/** A design picture is seen by whoever may see its custom order (the private media route asks). */
export async function mayViewDesignImage(db: Db, scope: Scope, key: string): Promise<boolean> {
  const [design] = await db
    .select({ customerId: customOrders.customerId })
    .from(customOrderImages)
    .innerJoin(customOrders, eq(customOrders.id, customOrderImages.customOrderId))
    .where(eq(customOrderImages.imageKey, key));
  return design !== undefined && (isStaff(scope) || design.customerId === scope.customerId);
}

/** The design with (on request) its stones and parts and its variants, pictures, children. */
async function customOrderDetail(
  db: Db,
  scope: Scope,
  id: number,
  include: { subItems: boolean; variants: boolean },
  language: Language,
) {
  const design = await loadDesign(db, scope, id);
  const rows = await db
    .select({ design: customOrders, item: itemTypes, metal: metals, order: orders })
    .from(customOrders)
    .innerJoin(itemTypes, eq(itemTypes.id, customOrders.itemTypeId))
    .leftJoin(metals, eq(metals.id, customOrders.metalId))
    .leftJoin(orders, eq(orders.id, customOrders.jobOrderId))
    .where(eq(customOrders.id, id));
  const [summary] = await summaries(db, rows, language);
  const chosen = design.subItems as NonNullable<DesignRequest['subItems']>;
  const subItemTypes = chosen.length
    ? await db
        .select()
        .from(itemTypes)
        .where(
          inArray(
            itemTypes.id,
            chosen.map((s) => s.itemTypeID),
          ),
        )
    : [];
  const variants = design.variantIds.length
    ? await db.select().from(itemTypeVariants).where(inArray(itemTypeVariants.id, design.variantIds))
    : [];
  const images = await db
    .select()
    .from(customOrderImages)
    .where(eq(customOrderImages.customOrderId, id))
    .orderBy(asc(customOrderImages.rank));
  const childRows = await db
    .select({ design: customOrders, item: itemTypes, metal: metals, order: orders })
    .from(customOrders)
    .innerJoin(itemTypes, eq(itemTypes.id, customOrders.itemTypeId))
    .leftJoin(metals, eq(metals.id, customOrders.metalId))
    .leftJoin(orders, eq(orders.id, customOrders.jobOrderId))
    .where(eq(customOrders.parentId, id))
    .orderBy(asc(customOrders.id));
  return {
    ...summary!,
    metalID: design.metalId,
    configuration: design.configuration as Record<string, unknown>,
    subItems: include.subItems
      ? chosen.map((s) => {
          const item = subItemTypes.find((i) => i.id === s.itemTypeID);
          return {
            itemTypeID: s.itemTypeID,
            attachedEntityTypeId: s.attachedEntityTypeId ?? null,
            code: item?.code ?? '',
            name: item ? localName(language, item) : '',
            quantity: s.quantity,
          };
        })
      : [],
    variants: include.variants
      ? variants.map((v) => ({ id: v.id, code: v.code, name: localName(language, v) }))
      : [],
    images: images.map((i) => ({ id: i.id, url: mediaUrl(i.imageKey)! })),
    children: await summaries(db, childRows, language),
  };
}

// The calls answer each design without the fields the caller's field settings hide (spec §7 Settings and
// configuration): a hidden field is not returned.

/** GET /customOrders: one page of the caller's custom orders. */
export async function getCustomOrders(
  db: Db,
  scope: Scope,
  query: ParsedBy<typeof getCustomOrdersSchemas>['query'],
  language: Language,
) {
  const [rules, page] = await Promise.all([
    customOrderFieldRules(db, scope),
    listCustomOrders(db, scope, query, undefined, language),
  ]);
  return { ...page, items: page.items.map((item) => visibleFields(rules, item)) };
}

/** GET /customOrders/getTopLevelCustomOrders: one page of the caller's custom orders that are no other's child. */
export async function getTopLevelCustomOrders(
  db: Db,
  scope: Scope,
  query: ParsedBy<typeof getCustomOrdersSchemas>['query'],
  language: Language,
) {
  const [rules, page] = await Promise.all([
    customOrderFieldRules(db, scope),
    listCustomOrders(db, scope, query, topLevelOnly, language),
  ]);
  return { ...page, items: page.items.map((item) => visibleFields(rules, item)) };
}

/** GET /customOrders/getByParentId/{id}: the children of a design. */
export async function getCustomOrderChildren(db: Db, scope: Scope, id: number, language: Language) {
  const rules = await customOrderFieldRules(db, scope);
  const detail = await customOrderDetail(db, scope, id, { subItems: false, variants: false }, language);
  return detail.children.map((child) => visibleFields(rules, child));
}

/** GET /customOrders/{id}: a design with its children. */
export async function getCustomOrder(
  db: Db,
  scope: Scope,
  id: number,
  include: { subItems: boolean; variants: boolean },
  language: Language,
) {
  const rules = await customOrderFieldRules(db, scope);
  const detail = await customOrderDetail(db, scope, id, include, language);
  return visibleFields(rules, {
    ...detail,
    children: detail.children.map((child) => visibleFields(rules, child)),
  });
}
