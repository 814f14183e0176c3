import type { Language } from '@portal/shared/platform/language';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemTypeImages, itemTypes, metals } from '../catalog/tables';
import { wishlistItems } from './tables';
import { invalid, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { calculatePrice, personalisationRequestOf } from '../catalog/public';
import { localName } from '../../platform/language';

/** A wish list belongs to the user and the customer they act for: switching customer shows that customer's list. */
const ownedBy = (scope: Scope) =>
  and(
    eq(wishlistItems.userId, scope.userId),
    scope.customerId === null
      ? isNull(wishlistItems.customerId)
      : eq(wishlistItems.customerId, scope.customerId),
  );

export async function getWishListItems(db: Db, scope: Scope, language: Language) {
  const rows = await db
    .select({ entry: wishlistItems, item: itemTypes, metal: metals })
    .from(wishlistItems)
    .innerJoin(itemTypes, eq(itemTypes.id, wishlistItems.itemTypeId))
    .leftJoin(metals, eq(metals.id, sql`coalesce(${wishlistItems.metalId}, ${itemTypes.defaultMetalId})`))
    .where(ownedBy(scope))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  const images = rows.length
    ? await db
        .select()
        .from(itemTypeImages)
        .where(
          inArray(
            itemTypeImages.itemTypeId,
            rows.map((r) => r.item.id),
          ),
        )
        .orderBy(asc(itemTypeImages.rank))
    : [];
  const result = [];
  // Entries are few; each is priced as configured (metal and options saved with it), with the customer's discount.
  for (const { entry, item, metal } of rows) {
    const configuration = (entry.configuration ?? {}) as Record<string, unknown>;
    const variantIDs = Array.isArray(configuration.variantIDs)
      ? configuration.variantIDs.filter((v): v is number => Number.isInteger(v))
      : [];
    const priced = await calculatePrice(db, scope, {
      itemTypeID: item.id,
      metalID: metal?.id ?? null,
      quantity: 1,
      variantIDs,
      // A ring saved in a size, with an engraving, is priced as saved.
      ...personalisationRequestOf(configuration),
    }).catch(() =>
      calculatePrice(db, scope, {
        itemTypeID: item.id,
        metalID: metal?.id ?? null,
        quantity: 1,
        variantIDs: [],
      }),
    );
    const own = images.filter((i) => i.itemTypeId === item.id);
    const forMetal = own.filter((i) => i.metalId === (metal?.id ?? null));
    result.push({
      id: entry.id,
      itemTypeID: item.id,
      code: item.code,
      name: localName(language, item),
      slug: item.slug,
      metalID: metal?.id ?? null,
      metalName: metal ? localName(language, metal) : null,
      price: priced.price,
      productImageURLs: (forMetal.length > 0 ? forMetal : own.filter((i) => i.metalId === null)).map(
        (i) => i.url,
      ),
      configuration,
      createdAt: entry.createdAt.toISOString(),
    });
  }
  return result;
}

/** Adding the same product in the same metal and configuration twice keeps one entry. */
export async function addToWishList(
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
  const list = await getWishListItems(db, scope, language);
  return list.find((entry) => entry.id === id)!;
}

export async function deleteWishListItem(db: Db, scope: Scope, id: number) {
  const deleted = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), ownedBy(scope)))
    .returning({ id: wishlistItems.id });
  if (deleted.length === 0) throw notFound('The wish list item');
  return { id };
}
