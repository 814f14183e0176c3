// Over 400 lines: the listing, search, suggestions, filter counts and product detail share one set of row readers and
// the listing memo's keys; splitting them by call is the next step of one module shape per domain.
import { parseRingSize, ringSizeLabel } from '@portal/shared/catalog/ring-sizes';
import type { ProductDetail, ProductListItem } from '@portal/shared';
import type { getCategoryProducts } from '@portal/shared/catalog/get-category-products';
import type { getItemType } from '@portal/shared/catalog/get-item-type';
import type { getRetailProducts } from '@portal/shared/catalog/get-retail-products';
import type { CallParsed } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase, qualified, queryRows } from '../../db/query-rows';
import {
  attributeDefinitions,
  attributeOptions,
  itemGroups,
  itemTypeAttributes,
  itemTypeImages,
  itemTypes,
  itemTypeSubItems,
  itemTypeVariants,
  metals,
  productCategories,
  productCategoryItems,
} from './tables';
import { notFound } from '../../platform/errors';
import { listingMemo } from './listing-memo';
import { currentPriceBases } from './price-basis';
import { paginated, pageWindow } from '../../platform/paging';
import type { Scope } from '../../platform/scope';
import { seoFor } from '../seo/public';
import { isActiveCategory } from './categories-service';
import { parseProductQuery, type ProductQuery } from './product-filters';
import { searchCondition, searchRank, searchTermsOf } from './product-search';
import { adjustmentFor, customerAdjustments, listPrice, subItemPrices } from './pricing-service';

const local = (language: Language, en: string, fr: string) => (language === 'fr' ? fr : en);

export interface ProductScope {
  /** The category and, through the search index, all below it. */
  categoryId?: number;
  itemGroupId?: number;
  retailOnly?: boolean;
}

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

/** Caller-independent catalogue reads, remembered under the content generation (see listing-memo.ts). */
const memo = {
  /** How many products match a scope and filter set: counting 100,000 matches would cost more than the page. */
  counts: listingMemo<number>({ name: 'counts', maxEntries: 5_000 }),
  /** The ids of a listing page in their order: the GIN lookup and sort of every match, once per page and minute. */
  pageIds: listingMemo<number[]>({ name: 'page-ids', maxEntries: 5_000 }),
  attributeIds: listingMemo<Map<string, number>>({ name: 'attribute-ids', maxEntries: 1 }),
  /**
   * A page's products (rows, metal, sub-item prices, pictures), by their ids: the same page asked again costs no query
   * but the caller's price rules (docs/benchmarks.md: a cached listing page at half the health call's rate).
   */
  pageProducts: listingMemo<Awaited<ReturnType<typeof pageProducts>>>({
    name: 'page-products',
    maxEntries: 2_000,
  }),
  /**
   * Product details by id or code, language and parts asked for. A product that is not found (or not active) is not
   * remembered: the miss costs one indexed lookup, and remembering any id a client makes up would push real products
   * out of the memo. Products only appear through changes that bump the generation anyway.
   */
  details: listingMemo<DetailParts | null>({
    name: 'details',
    maxEntries: 2_000,
    keep: (parts) => parts !== null,
  }),
  /** The filterable attributes and their counts per scope, search and language (a whole-catalogue count is heavy). */
  facets: listingMemo<Awaited<ReturnType<typeof readFilterAttributes>>>({
    name: 'facets',
    maxEntries: 1_000,
  }),
  /** Active categories by id, for the listings' "not found": like details, an unknown id is not remembered. */
  activeCategories: listingMemo<boolean>({
    name: 'active-categories',
    maxEntries: 1_000,
    keep: (active) => active,
  }),
};

/** A category's listing asks for an active category (404 otherwise), remembered as the listing is. */
async function assertListedCategory(db: Db, categoryId: number) {
  const active = await memo.activeCategories.get(db, String(categoryId), () =>
    isActiveCategory(db, categoryId),
  );
  if (!active) throw notFound('The category');
}

/** The attribute code -> id map. */
function attributeIds(db: Db): Promise<Map<string, number>> {
  return memo.attributeIds.get(db, 'all', async () => {
    const rows = await db
      .select({ id: attributeDefinitions.id, code: attributeDefinitions.code })
      .from(attributeDefinitions);
    return new Map(rows.map((r) => [r.code, r.id]));
  });
}

/** The conditions of a product listing; an unknown attribute code matches nothing rather than everything. */
async function productConditions(db: Db, scope: ProductScope, query: ProductQuery): Promise<SQL[]> {
  const conditions: SQL[] = [eq(itemTypes.isActive, true), eq(itemTypes.shownInCatalog, true)];
  if (scope.categoryId)
    conditions.push(sql`${itemTypes.categoryPathIds} @> array[${scope.categoryId}]::integer[]`);
  if (scope.itemGroupId) conditions.push(eq(itemTypes.itemGroupId, scope.itemGroupId));
  if (scope.retailOnly) conditions.push(eq(itemTypes.isRetail, true));
  if (query.featuredOnly) conditions.push(eq(itemTypes.featuredOnPortal, true));
  if (query.search) conditions.push(searchCondition(searchTermsOf(query.search)));
  // Any of the values of one attribute, all of the attributes: one GIN lookup each.
  for (const [code, values] of Object.entries(query.attributes)) {
    const keys = values.map((v) => `${code}=${v}`);
    conditions.push(
      sql`${itemTypes.attributeKeys} && array[${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  return conditions;
}

/**
 * The sort of a listing. With index filters (category, attributes) the matches are few and found through GIN, so the
 * sort keys are wrapped (`+ 0`, `|| ''`) to keep the planner from walking a sort index and filtering row by row, which
 * it misjudges on correlated data; without filters the partial sort indexes serve the pages directly.
 */
/** The listing's order; `reverse` reads the same order from its far end (deep pages). */
function orderOf(query: ProductQuery, filtered: boolean, reverse = false): SQL[] {
  const way = (descending: boolean) => sql.raw(descending !== reverse ? 'desc' : 'asc');
  const dir = way(query.descending);
  const key = (column: SQL, wrapper: SQL) =>
    filtered ? sql`${column} ${wrapper} ${dir}` : sql`${column} ${dir}`;
  switch (query.sort) {
    case 'price':
      return [key(sql`${itemTypes.sortPrice}`, sql`+ 0`), sql`${itemTypes.id} ${way(false)}`];
    case 'code':
      return [key(sql`${itemTypes.code}`, sql`|| ''`)];
    case 'newest':
      return [key(sql`${itemTypes.createdAt}`, sql`+ interval '0'`), sql`${itemTypes.id} ${way(true)}`];
    case 'relevance': {
      // Best first: descending is the natural way of a rank (parseProductQuery makes it relevance only with a search).
      const terms = searchTermsOf(query.search);
      if (terms)
        return [sql`${searchRank(terms)} ${way(!query.descending)}`, sql`${itemTypes.id} ${way(false)}`];
      return [sql`${itemTypes.name} ${dir}`, sql`${itemTypes.id} ${way(false)}`];
    }
    default:
      return [key(sql`${itemTypes.name}`, sql`|| ''`), sql`${itemTypes.id} ${way(false)}`];
  }
}

const listingQueries = preparedPerDatabase((db) => ({
  rowsById: db
    .select({ item: itemTypes, metal: metals })
    .from(itemTypes)
    .leftJoin(metals, eq(metals.id, itemTypes.defaultMetalId))
    .where(sql`${itemTypes.id} = any(${sql.placeholder('ids')})`)
    .prepare('listing_rows_by_id'),
  images: db
    .select()
    .from(itemTypeImages)
    .where(
      and(
        sql`${itemTypeImages.itemTypeId} = any(${sql.placeholder('ids')})`,
        // only the default metal's pictures (none without a default metal) and the metal-independent ones
        or(
          isNull(itemTypeImages.metalId),
          eq(
            itemTypeImages.metalId,
            sql`(select it.default_metal_id from item_types it where it.id = ${qualified(itemTypeImages.itemTypeId)})`,
          ),
        ),
      ),
    )
    .orderBy(asc(itemTypeImages.rank))
    .prepare('listing_images'),
}));

/** The pictures a list shows of each item: its default metal's, else its metal-independent ones. */
async function imagesOf(db: Db, itemIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return result;
  const rows = await listingQueries(db).images.execute({ ids: itemIds });
  for (const id of itemIds) {
    const own = rows.filter((r) => r.itemTypeId === id);
    const forMetal = own.filter((r) => r.metalId !== null);
    result.set(
      id,
      (forMetal.length > 0 ? forMetal : own.filter((r) => r.metalId === null)).map((r) => r.url),
    );
  }
  return result;
}

/**
 * A page of products with exact prices for the caller (their discount or markup applied). The count of the filter set
 * and the ids of the page are the same for every caller and are remembered (`memo`); the page's rows are then read
 * by id, and only the prices depend on the caller.
 */
/** A listing page's products by id: their rows with metal, sub-item prices and pictures. */
async function pageProducts(db: Db, ids: number[]) {
  const [rows, subItems, images] = await Promise.all([
    ids.length === 0 ? Promise.resolve([]) : listingQueries(db).rowsById.execute({ ids }),
    subItemPrices(db, ids),
    imagesOf(db, ids),
  ]);
  return { rows, subItems, images };
}

export async function listProducts(
  db: Db,
  caller: Scope | null,
  language: Language,
  scope: ProductScope,
  query: ProductQuery,
  paging: { pageNo: number; pageSize: number },
  base: 0 | 1 = 1,
) {
  let where: SQL | undefined;
  const conditions = async () => (where ??= and(...(await productConditions(db, scope, query))));
  const { limit, offset } = pageWindow(paging, base);
  const filtered =
    scope.categoryId !== undefined || Object.keys(query.attributes).length > 0 || query.search !== '';
  const { sort, descending, ...filters } = query;
  const filterKey = JSON.stringify([scope, filters]);
  const total = await memo.counts.get(db, filterKey, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(itemTypes)
      .where(await conditions());
    return row?.n ?? 0;
  });
  if (offset >= total) return paginated([], total, paging);
  const ids = await memo.pageIds.get(
    db,
    JSON.stringify([filterKey, sort, descending, limit, offset, total]),
    async () => {
      // Past the middle, the page is read from the far end of the order and turned round: the last page costs what
      // the first does.
      const fromEnd = offset > total / 2;
      const take = Math.min(limit, total - offset);
      const rows = await db
        .select({ id: itemTypes.id })
        .from(itemTypes)
        .where(await conditions())
        .orderBy(...orderOf(query, filtered, fromEnd))
        .limit(take)
        .offset(fromEnd ? total - offset - take : offset);
      const found = rows.map((r) => r.id);
      return fromEnd ? found.reverse() : found;
    },
  );
  // The page's products (the same for every caller) and the caller's rules: independent reads, asked together.
  const [{ rows, subItems, images }, rules] = await Promise.all([
    memo.pageProducts.get(db, JSON.stringify(ids), () => pageProducts(db, ids)),
    customerAdjustments(db, caller),
  ]);
  const byId = new Map(rows.map((r) => [r.item.id, r]));
  const list: ProductListItem[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const { item, metal } = row;
    list.push({
      id: item.id,
      code: item.code,
      name: local(language, item.name, item.nameFr),
      slug: item.slug,
      price: listPrice(item, metal ?? undefined, subItems, adjustmentFor(rules, item)),
      metalId: metal?.id ?? null,
      metalName: metal ? local(language, metal.name, metal.nameFr) : null,
      featured: item.featuredOnPortal,
      productImageURLs: images.get(item.id) ?? [],
    });
  }
  return paginated(list, total, paging);
}

/** GET /ProductCategories/RetailProducts: retail products, paged; FeaturedProductOnPortal keeps the featured ones. */
export const retailProducts = (
  db: Db,
  caller: Scope | null,
  language: Language,
  query: CallParsed<typeof getRetailProducts>['query'],
) =>
  listProducts(
    db,
    caller,
    language,
    { retailOnly: true },
    { ...parseProductQuery({}), featuredOnly: query.FeaturedProductOnPortal },
    query,
  );

/** GET /productCategories/products: a category's (404 when unknown) or an item group's products, filtered. */
export async function categoryProducts(
  db: Db,
  caller: Scope | null,
  language: Language,
  query: CallParsed<typeof getCategoryProducts>['query'],
) {
  if (query.categoryId) await assertListedCategory(db, query.categoryId);
  return listProducts(
    db,
    caller,
    language,
    { categoryId: query.categoryId, itemGroupId: query.itemGroupID },
    parseProductQuery(query.filters, query.attributeFilterStr, query.search),
    query,
  );
}

async function attributesOf(db: Db, language: Language, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({
      itemTypeId: itemTypeAttributes.itemTypeId,
      attributeId: attributeDefinitions.id,
      code: attributeDefinitions.code,
      name: attributeDefinitions.name,
      nameFr: attributeDefinitions.nameFr,
      valueType: attributeDefinitions.valueType,
      value: itemTypeAttributes.value,
      label: attributeOptions.label,
      labelFr: attributeOptions.labelFr,
    })
    .from(itemTypeAttributes)
    .innerJoin(attributeDefinitions, eq(attributeDefinitions.id, itemTypeAttributes.attributeId))
    .leftJoin(
      attributeOptions,
      and(
        eq(attributeOptions.attributeId, attributeDefinitions.id),
        eq(attributeOptions.value, itemTypeAttributes.value),
      ),
    )
    .where(inArray(itemTypeAttributes.itemTypeId, itemIds))
    .orderBy(asc(attributeDefinitions.rank));
  return rows.map((r) => ({
    itemTypeId: r.itemTypeId,
    attributeId: r.attributeId,
    code: r.code,
    name: local(language, r.name, r.nameFr),
    valueType: r.valueType,
    value: r.value,
    label: attributeLabel(language, r),
  }));
}

const booleanLabel = (language: Language, value: string) =>
  value === '1' ? local(language, 'Yes', 'Oui') : local(language, 'No', 'Non');

/**
 * An attribute value as a page in the language shows it: yes / no, the option's label, a ring size in the page's
 * system (French pages: the French size, docs/jewelry-trade.md §8), else the value.
 */
function attributeLabel(
  language: Language,
  r: { code: string; valueType: string; value: string; label: string | null; labelFr: string | null },
): string {
  if (r.valueType === 'boolean') return booleanLabel(language, r.value);
  const ringSize = r.code === 'RING_SIZE' ? parseRingSize(r.value) : null;
  if (ringSize !== null) return ringSizeLabel(ringSize, language);
  return r.label ? local(language, r.label, r.labelFr ?? r.label) : r.value;
}

/** The parts of a product's detail a call asks for (`includesubitems`, `includevariants`, `includesubItemattributes`). */
export const includesOf = (query: CallParsed<typeof getItemType>['query']) => ({
  subItems: query.includesubitems,
  variants: query.includevariants,
  subItemAttributes: query.includesubItemattributes,
});

/**
 * GET /itemtypes/{id}: the product with categories, attributes, variants, sub-items, metals and its price. Everything
 * but the price is the same for every caller and is remembered per product, language and parts asked for; the
 * caller's discount or markup is read and applied on each request.
 */
export async function productDetail(
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
    memo.details.get(db, key, () => readProductDetail(db, language, by, include)),
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
export async function customAttributeValues(db: Db, language: Language, id: number) {
  const [item] = await db.select({ id: itemTypes.id }).from(itemTypes).where(eq(itemTypes.id, id));
  if (!item) throw notFound('The product');
  return (await attributesOf(db, language, [id])).map(({ itemTypeId: _i, ...a }) => a);
}

/**
 * Filterable attributes with the values present among the products in scope (and matching `search`, the facets of a
 * search's results), and how many products have each. The same for every caller: remembered like the listing pages.
 */
export function filterAttributes(db: Db, language: Language, scope: ProductScope, search = '') {
  return memo.facets.get(db, JSON.stringify([scope, search, language]), () =>
    readFilterAttributes(db, language, scope, search),
  );
}

async function readFilterAttributes(db: Db, language: Language, scope: ProductScope, search: string) {
  const where = and(
    ...(await productConditions(db, scope, {
      search,
      attributes: {},
      sort: 'name',
      descending: false,
      featuredOnly: false,
    })),
  );
  const rows = await queryRows<{
    id: number;
    code: string;
    name: string;
    name_fr: string;
    value_type: string;
    unit: string | null;
    rank: number;
    value: string;
    count: number;
    label: string | null;
    label_fr: string | null;
    option_rank: number | null;
  }>(
    db,
    sql`select d.id, d.code, d.name, d.name_fr, d.value_type, d.unit, d.rank, a.value, count(*)::int as count, o.label, o.label_fr, o.rank as option_rank
        from item_type_attributes a
        join attribute_definitions d on d.id = a.attribute_id and d.is_filterable
        left join attribute_options o on o.attribute_id = d.id and o.value = a.value
        where a.item_type_id in (select ${itemTypes.id} from ${itemTypes} where ${where})
        group by d.id, d.code, d.name, d.name_fr, d.value_type, d.unit, d.rank, a.value, o.label, o.label_fr, o.rank
        order by d.rank, o.rank nulls last, a.value`,
  );
  const byAttribute = new Map<
    number,
    {
      id: number;
      code: string;
      name: string;
      valueType: string;
      unit: string | null;
      options: { value: string; label: string; count: number }[];
    }
  >();
  for (const r of rows) {
    const entry = byAttribute.get(r.id) ?? {
      id: r.id,
      code: r.code,
      name: local(language, r.name, r.name_fr),
      valueType: r.value_type,
      unit: r.unit,
      options: [],
    };
    entry.options.push({
      value: r.value,
      label: attributeLabel(language, {
        code: r.code,
        valueType: r.value_type,
        value: r.value,
        label: r.label,
        labelFr: r.label_fr,
      }),
      count: r.count,
    });
    byAttribute.set(r.id, entry);
  }
  return [...byAttribute.values()];
}

/** GET /productCategories/filterAttributesByCategory: the filterable attributes of a category (404 when unknown). */
export async function categoryFilterAttributes(db: Db, language: Language, categoryId: number) {
  await assertListedCategory(db, categoryId);
  return filterAttributes(db, language, { categoryId });
}

/** GET /products/updateProductImages: the pictures of a product in a metal, else its metal-independent ones. */
export async function productImagesForMetal(db: Db, productCode: string, metalId: number | null) {
  const [item] = await db
    .select({ id: itemTypes.id })
    .from(itemTypes)
    .where(eq(sql`upper(${itemTypes.code})`, productCode.toUpperCase()));
  if (!item) throw notFound('The product');
  const rows = await db
    .select()
    .from(itemTypeImages)
    .where(eq(itemTypeImages.itemTypeId, item.id))
    .orderBy(asc(itemTypeImages.rank));
  const forMetal = metalId ? rows.filter((r) => r.metalId === metalId) : [];
  return (forMetal.length > 0 ? forMetal : rows.filter((r) => r.metalId === null)).map((r) => r.url);
}

/** POST /products/getChildItemByMasterItemTypeAttributes: the child of a master item whose attributes all match. */
export async function childItemByAttributes(
  db: Db,
  language: Language,
  masterId: number,
  attributes: Record<string, string>,
) {
  const ids = await attributeIds(db);
  const conditions: SQL[] = [eq(itemTypes.masterItemTypeId, masterId), eq(itemTypes.isActive, true)];
  for (const [code, value] of Object.entries(attributes)) {
    const attributeId = ids.get(code.toUpperCase()) ?? -1;
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(itemTypeAttributes)
          .where(
            and(
              eq(itemTypeAttributes.itemTypeId, itemTypes.id),
              eq(itemTypeAttributes.attributeId, attributeId),
              eq(itemTypeAttributes.value, String(value)),
            ),
          ),
      ),
    );
  }
  const [child] = await db
    .select({ id: itemTypes.id, code: itemTypes.code, name: itemTypes.name, nameFr: itemTypes.nameFr })
    .from(itemTypes)
    .where(and(...conditions))
    .orderBy(asc(itemTypes.id))
    .limit(1);
  if (!child) throw notFound('No item matches these options');
  return { id: child.id, code: child.code, name: local(language, child.name, child.nameFr) };
}

/** GET /ItemTypes/ShownInCatalog and get-item-types-by-group-code: plain item type lists for pickers. */
export async function itemTypeList(
  db: Db,
  language: Language,
  by: { shownInCatalog: true } | { groupCode: string },
) {
  const rows =
    'groupCode' in by
      ? await db
          .select({ item: itemTypes })
          .from(itemTypes)
          .innerJoin(itemGroups, eq(itemGroups.id, itemTypes.itemGroupId))
          .where(
            and(
              eq(sql`upper(${itemGroups.code})`, by.groupCode.toUpperCase()),
              eq(itemTypes.isActive, true),
              isNull(itemTypes.masterItemTypeId),
            ),
          )
          .orderBy(asc(itemTypes.name))
      : await db
          .select({ item: itemTypes })
          .from(itemTypes)
          .where(and(eq(itemTypes.shownInCatalog, true), eq(itemTypes.isActive, true)))
          .orderBy(asc(itemTypes.name));
  return rows.map(({ item }) => ({
    id: item.id,
    code: item.code,
    name: local(language, item.name, item.nameFr),
    itemGroupId: item.itemGroupId,
  }));
}
