// A product's page: GET /itemtypes/{id} and GET /itemtypes/by-code/{code} (one reader, by id or by code), and
// GET /itemtypes/{id}/customattributevalues.
import type { ProductDetail } from '@portal/shared';
import type { getItemTypeSchemas } from '@portal/shared/catalog/get-item-type';
import type { getProductByCodeSchemas } from '@portal/shared/catalog/get-product-by-code';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import type { Scope } from '../../../platform/scope';
import { seoFor } from '../../seo/public';
import { listingMemo } from '../listing-memo';
import { currentPriceBases } from '../price-basis';
import { adjustmentFor, customerAdjustments, listPrice, subItemPrices } from '../pricing-service';
import {
  itemTypes,
  itemTypeSubItems,
  itemTypeVariants,
  metals,
  productCategories,
  productCategoryItems,
} from '../tables';
import { attributesOf } from './attributes';
import { imagesOf } from './listing';

const local = (language: Language, en: string, fr: string) => (language === 'fr' ? fr : en);

type ItemRow = typeof itemTypes.$inferSelect;
type MetalRow = typeof metals.$inferSelect;

/** What a product's detail shows that is the same for every caller; its price is worked out per caller from it. */
interface DetailParts {
  item: ItemRow;
  metal: MetalRow | null;
  subItemRows: Awaited<ReturnType<typeof subItemPrices>>;
  /** The answer with `price` 0, in its place among the fields. */
  detail: ProductDetail;
}

/**
 * Product details by id or code, language and parts asked for, remembered under the content generation (see
 * listing-memo.ts). A product that is not found (or not active) is not remembered: the miss costs one indexed lookup,
 * and remembering any id a client makes up would push real products out of the memo. Products only appear through
 * changes that bump the generation anyway.
 */
const details = listingMemo<DetailParts | null>({
  name: 'details',
  maxEntries: 2_000,
  keep: (parts) => parts !== null,
});

/** The parts of a product's detail a call asks for (`includesubitems`, `includevariants`, `includesubItemattributes`). */
const includesOf = (query: ParsedBy<typeof getItemTypeSchemas>['query']) => ({
  subItems: query.includesubitems,
  variants: query.includevariants,
  subItemAttributes: query.includesubItemattributes,
});

/** GET /itemtypes/{id}: a product by id. */
export const getItemType = (
  db: Db,
  caller: Scope | null,
  language: Language,
  id: number,
  query: ParsedBy<typeof getItemTypeSchemas>['query'],
) => productDetail(db, caller, language, { id }, includesOf(query));

/** GET /itemtypes/by-code/{code}: a product by its code (storefront addresses use codes). */
export const getProductByCode = (
  db: Db,
  caller: Scope | null,
  language: Language,
  code: string,
  query: ParsedBy<typeof getProductByCodeSchemas>['query'],
) => productDetail(db, caller, language, { code }, includesOf(query));

/**
 * The product with categories, attributes, variants, sub-items, metals and its price, by id or code. Everything but
 * the price is the same for every caller and is remembered per product, language and parts asked for; the caller's
 * discount or markup is read and applied on each request.
 */
async function productDetail(
  db: Db,
  caller: Scope | null,
  language: Language,
  by: { id: number } | { code: string },
  include: { subItems: boolean; variants: boolean; subItemAttributes: boolean },
): Promise<ProductDetail> {
  const key = JSON.stringify([
    'id' in by ? by.id : by.code.toUpperCase(),
    'id' in by ? 'id' : 'code',
    language,
    include.subItems,
    include.variants,
    include.subItemAttributes,
  ]);
  const [parts, rules] = await Promise.all([
    details.get(db, key, () => readProductDetail(db, language, by, include)),
    customerAdjustments(db, caller),
  ]);
  if (!parts) throw notFound('The product');
  const { item, metal, subItemRows, detail } = parts;
  return { ...detail, price: listPrice(item, metal ?? undefined, subItemRows, adjustmentFor(rules, item)) };
}

/** The caller-independent parts of a product's detail, or null when there is no such active product. */
async function readProductDetail(
  db: Db,
  language: Language,
  by: { id: number } | { code: string },
  include: { subItems: boolean; variants: boolean; subItemAttributes: boolean },
): Promise<DetailParts | null> {
  const [row] = await db
    .select({ item: itemTypes, metal: metals })
    .from(itemTypes)
    .leftJoin(metals, eq(metals.id, itemTypes.defaultMetalId))
    .where(
      and(
        'id' in by ? eq(itemTypes.id, by.id) : eq(sql`upper(${itemTypes.code})`, by.code.toUpperCase()),
        eq(itemTypes.isActive, true),
      ),
    );
  if (!row) return null;
  const { item, metal } = row;
  // The parts of the page are independent reads: asked together, they wait for one round trip instead of eight.
  const [subItemRows, categories, attributes, variants, subItems, metalList, images, seo, children, bases] =
    await Promise.all([
      subItemPrices(db, [item.id]),
      db
        .select({
          id: productCategories.id,
          code: productCategories.code,
          name: productCategories.name,
          nameFr: productCategories.nameFr,
        })
        .from(productCategoryItems)
        .innerJoin(productCategories, eq(productCategories.id, productCategoryItems.categoryId))
        .where(eq(productCategoryItems.itemTypeId, item.id)),
      attributesOf(db, language, [item.id]),
      include.variants
        ? db
            .select()
            .from(itemTypeVariants)
            .where(eq(itemTypeVariants.itemTypeId, item.id))
            .orderBy(asc(itemTypeVariants.rank))
        : Promise.resolve([]),
      include.subItems
        ? db
            .select({ link: itemTypeSubItems, sub: itemTypes })
            .from(itemTypeSubItems)
            .innerJoin(itemTypes, eq(itemTypes.id, itemTypeSubItems.subItemTypeId))
            .where(eq(itemTypeSubItems.itemTypeId, item.id))
            .orderBy(asc(itemTypeSubItems.rank))
        : Promise.resolve([]),
      Number(item.metalWeight) > 0
        ? db
            .select({ id: metals.id, code: metals.code, name: metals.name, nameFr: metals.nameFr })
            .from(metals)
            .where(eq(metals.shownInCatalog, true))
            .orderBy(asc(metals.rank))
        : Promise.resolve([]),
      imagesOf(db, [item.id]),
      seoFor(db, 'product', item.id, language),
      // A master has versions when an active item names it as its master.
      item.masterItemTypeId === null
        ? db
            .select({ id: itemTypes.id })
            .from(itemTypes)
            .where(and(eq(itemTypes.masterItemTypeId, item.id), eq(itemTypes.isActive, true)))
            .limit(1)
        : Promise.resolve([{ id: item.masterItemTypeId }]),
      // The basis of the default metal's price: remembered with the detail, under the same content generation.
      metal && Number(item.metalWeight) > 0 ? currentPriceBases(db) : Promise.resolve(null),
    ]);
  const subAttributes = include.subItemAttributes
    ? await attributesOf(
        db,
        language,
        subItems.map((s) => s.sub.id),
      )
    : [];
  const detail: ProductDetail = {
    id: item.id,
    code: item.code,
    name: local(language, item.name, item.nameFr),
    slug: item.slug,
    description: language === 'fr' ? (item.descriptionFr ?? item.description) : item.description,
    price: 0,
    metalId: metal?.id ?? null,
    metalName: metal ? local(language, metal.name, metal.nameFr) : null,
    featured: item.featuredOnPortal,
    productImageURLs: images.get(item.id) ?? [],
    itemGroupId: item.itemGroupId,
    masterItemTypeId: item.masterItemTypeId,
    hasVersions: children.length > 0,
    metalWeight: Number(item.metalWeight),
    labourPrice: Number(item.labourPrice),
    basePrice: Number(item.basePrice),
    shownInCatalog: item.shownInCatalog,
    isRetail: item.isRetail,
    categories: categories.map((c) => ({ id: c.id, code: c.code, name: local(language, c.name, c.nameFr) })),
    attributes: attributes.map(({ itemTypeId: _i, ...a }) => a),
    variants: variants.map((v) => ({
      id: v.id,
      code: v.code,
      name: local(language, v.name, v.nameFr),
      priceDelta: Number(v.priceDelta),
      weightDelta: Number(v.weightDelta),
    })),
    subItems: subItems.map(({ link, sub }) => ({
      id: link.id,
      itemTypeID: sub.id,
      code: sub.code,
      name: local(language, sub.name, sub.nameFr),
      quantity: Number(link.quantity),
      unitPrice: Number(sub.basePrice),
      attachedEntityTypeId: link.attachedEntityTypeId,
      isOptional: link.isOptional,
      ...(include.subItemAttributes
        ? {
            attributes: subAttributes
              .filter((a) => a.itemTypeId === sub.id)
              .map(({ itemTypeId: _i, ...a }) => a),
          }
        : {}),
    })),
    metals: metalList.map((m) => ({ id: m.id, code: m.code, name: local(language, m.name, m.nameFr) })),
    seo,
    ringSizes:
      item.ringSizeMin === null || item.ringSizeMax === null
        ? null
        : {
            min: Number(item.ringSizeMin),
            max: Number(item.ringSizeMax),
            base: Number(item.ringSizeBase ?? item.ringSizeMin),
            weightFollowsSize: item.weightFollowsSize,
          },
    engraving:
      item.engravingMaxLength === null
        ? null
        : { maxLength: item.engravingMaxLength, price: Number(item.engravingPrice) },
    priceBasis: (metal && bases?.get(metal.id)) ?? null,
  };
  return { item, metal, subItemRows, detail };
}

/** GET /itemtypes/{id}/customattributevalues */
export async function getCustomAttributeValues(db: Db, language: Language, id: number) {
  const [item] = await db.select({ id: itemTypes.id }).from(itemTypes).where(eq(itemTypes.id, id));
  if (!item) throw notFound('The product');
  return (await attributesOf(db, language, [id])).map(({ itemTypeId: _i, ...a }) => a);
}
