import { calculateItemPrice, type PriceBreakdown } from '@portal/shared';
import type { calculatePrice as calculatePriceCall } from '@portal/shared/catalog/calculate-price';
import type { CallParsed } from '@portal/shared/platform/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/query-rows';
import {
  companies,
  customerItemPricing,
  hardcodedSettings,
  itemTypes,
  itemTypeSubItems,
  itemTypeVariants,
  metals,
} from '../../db/schema/index';
import { invalid, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';

type MetalRow = typeof metals.$inferSelect;
/** Whom a price is for: the caller's active customer, or a cart's customer when staff build it on their behalf. */
export type Buyer = Pick<Scope, 'customerId'>;
type ItemRow = Pick<
  typeof itemTypes.$inferSelect,
  'id' | 'itemGroupId' | 'basePrice' | 'labourPrice' | 'metalWeight' | 'defaultMetalId'
>;

const pricingQueries = preparedPerDatabase((db) => ({
  adjustments: db
    .select()
    .from(customerItemPricing)
    .where(eq(customerItemPricing.customerId, sql.placeholder('customerId')))
    .prepare('pricing_customer_adjustments'),
  subItems: db
    .select({
      itemTypeId: itemTypeSubItems.itemTypeId,
      subItemTypeId: itemTypeSubItems.subItemTypeId,
      quantity: itemTypeSubItems.quantity,
      isOptional: itemTypeSubItems.isOptional,
      unitPrice: itemTypes.basePrice,
    })
    .from(itemTypeSubItems)
    .innerJoin(itemTypes, eq(itemTypes.id, itemTypeSubItems.subItemTypeId))
    .where(sql`${itemTypeSubItems.itemTypeId} = any(${sql.placeholder('itemIds')})`)
    .prepare('pricing_sub_item_prices'),
}));

/** The discounts and markups of the caller's active customer; anonymous visitors and staff without one get none. */
export async function customerAdjustments(db: Db, scope: Buyer | null) {
  if (!scope?.customerId) return [];
  return pricingQueries(db).adjustments.execute({ customerId: scope.customerId });
}

/** An item-type rule wins over its item group's rule. */
export function adjustmentFor(
  rules: Awaited<ReturnType<typeof customerAdjustments>>,
  item: { id: number; itemGroupId: number | null },
): string | null {
  return (
    (
      rules.find((r) => r.itemTypeId === item.id) ??
      rules.find((r) => r.itemTypeId === null && r.itemGroupId === item.itemGroupId)
    )?.adjustmentPercent ?? null
  );
}

export async function subItemPrices(db: Db, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return pricingQueries(db).subItems.execute({ itemIds });
}

/** The price of an item as listed: its default metal, required sub-items, no variants, the customer's adjustment. */
export function listPrice(
  item: ItemRow,
  metal: MetalRow | undefined,
  subItems: Awaited<ReturnType<typeof subItemPrices>>,
  adjustmentPercent: string | null,
): number {
  return calculateItemPrice({
    basePrice: item.basePrice,
    labourPrice: item.labourPrice,
    metalWeight: item.metalWeight,
    metal:
      metal && Number(item.metalWeight) > 0
        ? { pricePerGram: metal.pricePerGram, density: metal.density }
        : null,
    variants: [],
    subItems: subItems
      .filter((s) => s.itemTypeId === item.id && !s.isOptional)
      .map((s) => ({ quantity: s.quantity, unitPrice: s.unitPrice })),
    adjustmentPercent,
    quantity: 1,
  }).unitPrice;
}

async function currencyCode(db: Db): Promise<string> {
  const [row] = await db
    .select({ currency: companies.currencyCode })
    .from(companies)
    .innerJoin(
      hardcodedSettings,
      and(eq(hardcodedSettings.code, 'OWNER_COMPANY_CODE'), eq(hardcodedSettings.valStr, companies.code)),
    );
  return row?.currency ?? 'USD';
}

/** POST /products/cp/calculatePrice: the live price of a configuration (spec §7; rule in packages/shared pricing). */
export async function calculatePrice(
  db: Db,
  scope: Buyer | null,
  input: CallParsed<typeof calculatePriceCall>['body'],
) {
  const [item] = await db
    .select()
    .from(itemTypes)
    .where(and(eq(itemTypes.id, input.itemTypeID), eq(itemTypes.isActive, true)));
  if (!item) throw notFound('The product');
  const usesMetal = Number(item.metalWeight) > 0;
  const metalId = usesMetal ? (input.metalID ?? item.defaultMetalId) : null;
  let metal: MetalRow | undefined;
  if (metalId) {
    [metal] = await db.select().from(metals).where(eq(metals.id, metalId));
    if (!metal || !metal.shownInCatalog) throw invalid('metalID', 'This metal is not offered');
  }
  const variants = input.variantIDs.length
    ? await db
        .select()
        .from(itemTypeVariants)
        .where(and(eq(itemTypeVariants.itemTypeId, item.id), inArray(itemTypeVariants.id, input.variantIDs)))
    : [];
  if (variants.length !== new Set(input.variantIDs).size)
    throw invalid('variantIDs', 'A variant does not belong to this product');
  const defaults = await subItemPrices(db, [item.id]);
  let subItems: { quantity: string; unitPrice: string }[];
  if (input.subItems) {
    const allowed = new Map(defaults.map((s) => [s.subItemTypeId, s]));
    const unknown = input.subItems.find((s) => !allowed.has(s.itemTypeID));
    if (unknown) throw invalid('subItems', 'A sub-item does not belong to this product');
    subItems = input.subItems.map((s) => ({
      quantity: String(s.quantity),
      unitPrice: allowed.get(s.itemTypeID)!.unitPrice,
    }));
  } else {
    subItems = defaults
      .filter((s) => !s.isOptional)
      .map((s) => ({ quantity: s.quantity, unitPrice: s.unitPrice }));
  }
  const breakdown: PriceBreakdown = calculateItemPrice({
    basePrice: item.basePrice,
    labourPrice: item.labourPrice,
    metalWeight: item.metalWeight,
    metal: metal ? { pricePerGram: metal.pricePerGram, density: metal.density } : null,
    variants: variants.map((v) => ({ priceDelta: v.priceDelta, weightDelta: v.weightDelta })),
    subItems,
    adjustmentPercent: adjustmentFor(await customerAdjustments(db, scope), item),
    quantity: input.quantity,
  });
  return {
    itemTypeID: item.id,
    metalID: metal?.id ?? null,
    price: breakdown.unitPrice,
    total: breakdown.total,
    currencyCode: await currencyCode(db),
    breakdown,
  };
}

/** GET /customers/has-customer-discount-or-markup-by-item-type/{itemTypeId} */
export async function hasDiscountOrMarkup(db: Db, scope: Scope, itemTypeId: number) {
  const [item] = await db
    .select({ id: itemTypes.id, itemGroupId: itemTypes.itemGroupId })
    .from(itemTypes)
    .where(eq(itemTypes.id, itemTypeId));
  if (!item) throw notFound('The product');
  if (!scope.customerId) return { hasDiscountOrMarkup: false, adjustmentPercent: 0 };
  const rules = await db
    .select()
    .from(customerItemPricing)
    .where(
      and(
        eq(customerItemPricing.customerId, scope.customerId),
        or(
          eq(customerItemPricing.itemTypeId, item.id),
          item.itemGroupId ? eq(customerItemPricing.itemGroupId, item.itemGroupId) : undefined,
        ),
      ),
    );
  const percent = adjustmentFor(rules, item);
  return {
    hasDiscountOrMarkup: percent !== null && Number(percent) !== 0,
    adjustmentPercent: percent === null ? 0 : Number(percent),
  };
}
