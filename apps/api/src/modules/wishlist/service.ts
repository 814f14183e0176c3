import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemTypes, metals, wishlistItems } from '../../db/schema/index';
import { invalid, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { adjustmentFor, customerAdjustments, listPrice, subItemPrices } from '../catalog/pricing-service';

type Language = 'en' | 'fr';

/** A wish list belongs to the user and the customer they act for: switching customer shows that customer's list. */
const ownedBy = (scope: Scope) =>
  and(
    eq(wishlistItems.userId, scope.userId),
    scope.customerId === null
      ? isNull(wishlistItems.customerId)
      : eq(wishlistItems.customerId, scope.customerId),
  );

export async function listWishlist(db: Db, scope: Scope, language: Language) {
  const rows = await db
    .select({ entry: wishlistItems, item: itemTypes, metal: metals })
    .from(wishlistItems)
    .innerJoin(itemTypes, eq(itemTypes.id, wishlistItems.itemTypeId))
    .leftJoin(metals, eq(metals.id, sql`coalesce(${wishlistItems.metalId}, ${itemTypes.defaultMetalId})`))
    .where(ownedBy(scope))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  const subItems = await subItemPrices(
    db,
    rows.map((r) => r.item.id),
  );
  const rules = await customerAdjustments(db, scope);
  return rows.map(({ entry, item, metal }) => ({
    id: entry.id,
    itemTypeID: item.id,
    code: item.code,
    name: language === 'fr' ? item.nameFr : item.name,
    slug: item.slug,
    metalID: metal?.id ?? null,
    metalName: metal ? (language === 'fr' ? metal.nameFr : metal.name) : null,
    price: listPrice(item, metal ?? undefined, subItems, adjustmentFor(rules, item)),
    productImageURLs: [] as string[],
    configuration: (entry.configuration ?? {}) as Record<string, unknown>,
    createdAt: entry.createdAt.toISOString(),
  }));
}

/** Adding the same product in the same metal and configuration twice keeps one entry. */
export async function addToWishlist(
  db: Db,
  scope: Scope,
  language: Language,
  input: { itemTypeID: number; metalID?: number | null; configuration: Record<string, unknown> },
) {
  const [item] = await db
    .select({ id: itemTypes.id })
    .from(itemTypes)
    .where(and(eq(itemTypes.id, input.itemTypeID), eq(itemTypes.isActive, true)));
  if (!item) throw invalid('itemTypeID', 'This product does not exist');
  if (input.metalID) {
    const [metal] = await db
      .select({ id: metals.id })
      .from(metals)
      .where(and(eq(metals.id, input.metalID), eq(metals.shownInCatalog, true)));
    if (!metal) throw invalid('metalID', 'This metal is not offered');
  }
  const configuration = JSON.stringify(input.configuration);
  const [existing] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(
      and(
        ownedBy(scope),
        eq(wishlistItems.itemTypeId, item.id),
        input.metalID ? eq(wishlistItems.metalId, input.metalID) : isNull(wishlistItems.metalId),
        sql`${wishlistItems.configuration} = ${configuration}::jsonb`,
      ),
    );
  const id =
    existing?.id ??
    (
      await db
        .insert(wishlistItems)
        .values({
          userId: scope.userId,
          customerId: scope.customerId,
          itemTypeId: item.id,
          metalId: input.metalID ?? null,
          configuration: input.configuration,
        })
        .returning({ id: wishlistItems.id })
    )[0]!.id;
  const list = await listWishlist(db, scope, language);
  return list.find((entry) => entry.id === id)!;
}

export async function removeFromWishlist(db: Db, scope: Scope, id: number) {
  const deleted = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), ownedBy(scope)))
    .returning({ id: wishlistItems.id });
  if (deleted.length === 0) throw notFound('The wish list item');
  return { id };
}
