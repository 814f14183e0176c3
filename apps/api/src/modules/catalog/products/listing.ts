// The storefront's product listings (GET /ProductCategories/RetailProducts, GET /productCategories/products) and the
// reader they share with the dashboard's featured card: one page of products priced for the caller.
import type { ProductListItem } from '@portal/shared';
import type { getCategoryProductsSchemas } from '@portal/shared/catalog/get-category-products';
import type { getRetailProductsSchemas } from '@portal/shared/catalog/get-retail-products';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDatabase, qualified } from '../../../db/query-rows';
import { notFound } from '../../../platform/errors';
import { paginated, pageWindow } from '../../../platform/paging';
import type { Scope } from '../../../platform/scope';
import { isActiveCategory } from '../categories-service';
import { listingMemo } from '../listing-memo';
import { adjustmentFor, customerAdjustments, listPrice, subItemPrices } from '../pricing-service';
import { parseProductQuery, type ProductQuery } from '../product-filters';
import { searchCondition, searchRank, searchTermsOf } from '../product-search';
import { itemTypeImages, itemTypes, metals } from '../tables';

const local = (language: Language, en: string, fr: string) => (language === 'fr' ? fr : en);

export interface ProductScope {
  /** The category and, through the search index, all below it. */
  categoryId?: number;
  itemGroupId?: number;
  retailOnly?: boolean;
}

/** Caller-independent listing reads, remembered under the content generation (see listing-memo.ts). */
const memo = {
  /** How many products match a scope and filter set: counting 100,000 matches would cost more than the page. */
  counts: listingMemo<number>({ name: 'counts', maxEntries: 5_000 }),
  /** The ids of a listing page in their order: the GIN lookup and sort of every match, once per page and minute. */
  pageIds: listingMemo<number[]>({ name: 'page-ids', maxEntries: 5_000 }),
  /**
   * A page's products (rows, metal, sub-item prices, pictures), by their ids: the same page asked again costs no query
   * but the caller's price rules (docs/benchmarks.md: a cached listing page at half the health call's rate).
   */
  pageProducts: listingMemo<Awaited<ReturnType<typeof pageProducts>>>({
    name: 'page-products',
    maxEntries: 2_000,
  }),
  /** Active categories by id, for the listings' "not found": an unknown id is not remembered. */
  activeCategories: listingMemo<boolean>({
    name: 'active-categories',
    maxEntries: 1_000,
    keep: (active) => active,
  }),
};

/** A category's listing asks for an active category (404 otherwise), remembered as the listing is. */
export async function assertListedCategory(db: Db, categoryId: number) {
  const active = await memo.activeCategories.get(db, String(categoryId), () =>
    isActiveCategory(db, categoryId),
  );
  if (!active) throw notFound('The category');
}

/** The conditions of a product listing; an unknown attribute code matches nothing rather than everything. */
export async function productConditions(db: Db, scope: ProductScope, query: ProductQuery): Promise<SQL[]> {
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
 * it misjudges on correlated data; without filters the partial sort indexes serve the pages directly. `reverse` reads
 * the same order from its far end (deep pages).
 */
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
export async function imagesOf(db: Db, itemIds: number[]): Promise<Map<number, string[]>> {
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

/** A listing page's products by id: their rows with metal, sub-item prices and pictures. */
async function pageProducts(db: Db, ids: number[]) {
  const [rows, subItems, images] = await Promise.all([
    ids.length === 0 ? Promise.resolve([]) : listingQueries(db).rowsById.execute({ ids }),
    subItemPrices(db, ids),
    imagesOf(db, ids),
  ]);
  return { rows, subItems, images };
}

/**
 * A page of products with exact prices for the caller (their discount or markup applied). The count of the filter set
 * and the ids of the page are the same for every caller and are remembered (`memo`); the page's rows are then read
 * by id, and only the prices depend on the caller.
 */
export async function listProducts(
  db: Db,
  caller: Pick<Scope, 'customerId'> | null,
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
export const getRetailProducts = (
  db: Db,
  caller: Scope | null,
  language: Language,
  query: ParsedBy<typeof getRetailProductsSchemas>['query'],
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
export async function getCategoryProducts(
  db: Db,
  caller: Scope | null,
  language: Language,
  query: ParsedBy<typeof getCategoryProductsSchemas>['query'],
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
