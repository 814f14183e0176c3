import { calculateItemPrice, type PriceBreakdown } from '@portal/shared';
import { DEFAULT_ENGRAVING_FONT, engravingFontOf, engravingProblem } from '@portal/shared/catalog/engraving';
import { parseRingSize, ringSizeValue, weightInRingSize } from '@portal/shared/catalog/ring-sizes';
import type { calculatePriceSchemas } from '@portal/shared/catalog/calculate-price';
import type { ParsedBy } from '@portal/shared/platform/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/query-rows';
import { customerItemPricing, itemTypes, itemTypeSubItems, itemTypeVariants, metals } from './tables';
import { companies, hardcodedSettings } from '../settings/tables';
import { invalid, notFound } from '../../platform/errors';
import { currentPriceBases, metalWeights } from './price-basis';
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

type SizedItem = Pick<
  typeof itemTypes.$inferSelect,
  | 'metalWeight'
  | 'ringSizeMin'
  | 'ringSizeMax'
  | 'ringSizeBase'
  | 'weightFollowsSize'
  | 'engravingMaxLength'
  | 'engravingPrice'
>;

type PriceRequest = Omit<
  ParsedBy<typeof calculatePriceSchemas>['body'],
  'ringSize' | 'engraving' | 'engravingFont'
> &
  PersonalisationRequest;

/** The ring size and engraving as asked: a stored line's configuration holds them as it was given. */
export interface PersonalisationRequest {
  ringSize?: unknown;
  engraving?: unknown;
  engravingFont?: unknown;
}

/** What a line's configuration asks for in size and engraving. */
export function personalisationRequestOf(configuration: Record<string, unknown>): PersonalisationRequest {
  return {
    ringSize: configuration.ringSize,
    engraving: configuration.engraving,
    engravingFont: configuration.engravingFont,
  };
}

/**
 * A line's configuration with its size and engraving as checked: the size written one way ('6.75'), the engraving
 * trimmed with its font. Always in the same key order, so that the same configuration adds up on one cart line.
 */
export function configurationWith(
  configuration: Record<string, unknown>,
  personalisation: Personalisation,
): Record<string, unknown> {
  const { ringSize: _s, engraving: _e, engravingFont: _f, ...rest } = configuration;
  return {
    ...rest,
    ...(personalisation.ringSize === null ? {} : { ringSize: personalisation.ringSize }),
    ...(personalisation.engraving
      ? { engraving: personalisation.engraving.text, engravingFont: personalisation.engraving.font }
      : {}),
  };
}

/** A ring size and an engraving as a cart line stores them. */
export interface Personalisation {
  ringSize: string | null;
  engraving: { text: string; font: string } | null;
}

/**
 * The ring size and engraving asked for, checked against what the product allows (400 otherwise): a size in its
 * range (a ring without one is made in the size its weight is given for), an engraving within its length limit in one
 * of the fonts, on a product that can be engraved. An empty engraving is none.
 */
export function checkedPersonalisation(item: SizedItem, input: PersonalisationRequest): Personalisation {
  let ringSize: number | null = null;
  const sized = item.ringSizeMin !== null && item.ringSizeMax !== null;
  if (input.ringSize !== undefined && input.ringSize !== null && input.ringSize !== '') {
    if (!sized) throw invalid('ringSize', 'This product is not made in ring sizes');
    ringSize = parseRingSize(input.ringSize);
    if (ringSize === null || ringSize < Number(item.ringSizeMin) || ringSize > Number(item.ringSizeMax))
      throw invalid('ringSize', 'This ring size is not offered for this product');
  } else if (sized) ringSize = Number(item.ringSizeBase ?? item.ringSizeMin);
  const text = typeof input.engraving === 'string' ? input.engraving.trim() : '';
  if (input.engraving !== undefined && input.engraving !== null && typeof input.engraving !== 'string')
    throw invalid('engraving', 'The engraving must be text');
  if (text === '') return { ringSize: ringSize === null ? null : ringSizeValue(ringSize), engraving: null };
  if (item.engravingMaxLength === null) throw invalid('engraving', 'This product cannot be engraved');
  const problem = engravingProblem(text, item.engravingMaxLength);
  if (problem === 'tooLong') throw invalid('engraving', 'The engraving is too long for this product');
  if (problem) throw invalid('engraving', 'An engraving is one line of text');
  const font = input.engravingFont ?? DEFAULT_ENGRAVING_FONT;
  if (!engravingFontOf(font)) throw invalid('engravingFont', 'Choose one of the engraving fonts');
  return {
    ringSize: ringSize === null ? null : ringSizeValue(ringSize),
    engraving: { text, font: font as string },
  };
}

/** The metal weight of the piece in the size chosen, where the product's weight follows its size. */
function weightInSize(item: SizedItem, ringSize: string | null): string {
  if (!item.weightFollowsSize || ringSize === null || item.ringSizeBase === null) return item.metalWeight;
  return weightInRingSize(Number(item.metalWeight), Number(item.ringSizeBase), Number(ringSize));
}

/**
 * POST /products/cp/calculatePrice: the live price of a configuration (spec §7; rule in packages/shared pricing).
 * `lockedPricePerGram` prices the metal at a price a lock holds instead of the metal's current one.
 */
export async function calculatePrice(
  db: Db,
  scope: Buyer | null,
  input: PriceRequest,
  lockedPricePerGram?: string,
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
  const personalisation = checkedPersonalisation(item, input);
  const breakdown: PriceBreakdown = calculateItemPrice({
    basePrice: item.basePrice,
    labourPrice: item.labourPrice,
    metalWeight: weightInSize(item, personalisation.ringSize),
    metal: metal ? { pricePerGram: lockedPricePerGram ?? metal.pricePerGram, density: metal.density } : null,
    variants: variants.map((v) => ({ priceDelta: v.priceDelta, weightDelta: v.weightDelta })),
    subItems,
    engraving: personalisation.engraving ? item.engravingPrice : undefined,
    adjustmentPercent: adjustmentFor(await customerAdjustments(db, scope), item),
    quantity: input.quantity,
  });
  const [currency, bases, weights] = await Promise.all([
    currencyCode(db),
    metal ? currentPriceBases(db) : null,
    metal ? metalWeights(db, breakdown.metalWeight) : null,
  ]);
  return {
    itemTypeID: item.id,
    metalID: metal?.id ?? null,
    price: breakdown.unitPrice,
    total: breakdown.total,
    currencyCode: currency,
    ringSize: personalisation.ringSize,
    personalisation,
    breakdown,
    priceBasis: (metal && bases?.get(metal.id)) ?? null,
    metalWeights: weights,
  };
}

/** GET /customers/has-customer-discount-or-markup-by-item-type/{itemTypeId} */
export async function getCustomerDiscountOrMarkup(db: Db, scope: Scope, itemTypeId: number) {
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
