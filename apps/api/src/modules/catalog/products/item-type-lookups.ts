// A product's pictures in a metal, a master item's child by its attributes, and the item type lists of pickers.
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { listingMemo } from '../listing-memo';
import { attributeDefinitions, itemGroups, itemTypeAttributes, itemTypeImages, itemTypes } from '../tables';

const local = (language: Language, en: string, fr: string) => (language === 'fr' ? fr : en);

/** The attribute code -> id map, remembered under the content generation (see listing-memo.ts). */
const attributeIds = listingMemo<Map<string, number>>({ name: 'attribute-ids', maxEntries: 1 });

function attributeIdsByCode(db: Db): Promise<Map<string, number>> {
  return attributeIds.get(db, 'all', async () => {
    const rows = await db
      .select({ id: attributeDefinitions.id, code: attributeDefinitions.code })
      .from(attributeDefinitions);
    return new Map(rows.map((r) => [r.code, r.id]));
  });
}

/** GET /products/updateProductImages: the pictures of a product in a metal, else its metal-independent ones. */
export async function getProductImages(db: Db, productCode: string, metalId: number | null) {
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
export async function getChildItem(
  db: Db,
  language: Language,
  masterId: number,
  attributes: Record<string, string>,
) {
  const ids = await attributeIdsByCode(db);
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

/** GET /ItemTypes/ShownInCatalog: the item types shown in the catalogue, by name. */
export const getItemTypesShownInCatalog = (db: Db, language: Language) =>
  itemTypeList(db, language, { shownInCatalog: true });

/** GET /ItemTypes/get-item-types-by-group-code/{code}: the item types (no versions) of an item group, by name. */
export const getItemTypesByGroupCode = (db: Db, language: Language, groupCode: string) =>
  itemTypeList(db, language, { groupCode });

/** Plain item type lists for pickers: those shown in the catalogue, or an item group's. */
async function itemTypeList(
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
