import { slugify } from '@portal/shared';
import type { getAddableItemsSchemas } from '@portal/shared/catalog/get-addable-items';
import { CATEGORY_IMAGES, type CategoryFormFields, type CategoryImage } from '@portal/shared/catalog/schemas';
import type { ParsedBy } from '@portal/shared/platform/contract';
import { and, asc, count, eq, ilike, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/query-rows';
import { itemTypeImages, itemTypes, productCategories, productCategoryItems } from './tables';
import { recordAudit } from '../../platform/audit';
import { conflict, invalid, notFound } from '../../platform/errors';
import { paginated, pageWindow } from '../../platform/paging';
import type { UploadedFile } from '../../platform/multipart';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { keyOfMediaUrl, mediaUrl } from '../../platform/storage';
import { categoryBy } from './categories-service';
import { refreshCatalogIndex } from './catalog-index';
import { changeContent } from '../../platform/content-generation';

/** A category's fields as its multipart form gives them, with the items in their order when the form names them. */
export type CategoryInput = CategoryFormFields & { itemIds?: number[] };

async function assertParent(db: Db, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  const all = await db
    .select({ id: productCategories.id, parentId: productCategories.parentId })
    .from(productCategories);
  if (!all.some((c) => c.id === parentId)) throw invalid('parentId', 'The parent category does not exist');
  // Walking up from the new parent must never meet the category itself: no cycles.
  for (let at: number | null = parentId; at !== null; at = all.find((c) => c.id === at)?.parentId ?? null) {
    if (at === selfId)
      throw invalid('parentId', 'A category cannot be placed under itself or one of its sub-categories');
  }
}

async function storeImages(services: Services, files: UploadedFile[]) {
  const images: Partial<Record<CategoryImage, string>> = {};
  for (const file of files) {
    if (!(CATEGORY_IMAGES as readonly string[]).includes(file.field))
      throw invalid(file.field, 'Unknown image field');
    images[file.field as CategoryImage] = mediaUrl(await services.media.saveImage('categories', file.data))!;
  }
  return images;
}

/** Sets the items of a category in the given order (rank 10, 20, ...). */
async function setItems(db: Db, categoryId: number, itemIds: number[]) {
  const unique = [...new Set(itemIds)];
  if (unique.length > 0) {
    const found = await db.select({ id: itemTypes.id }).from(itemTypes).where(inArray(itemTypes.id, unique));
    if (found.length !== unique.length) throw invalid('items', 'Some items do not exist');
  }
  await db.delete(productCategoryItems).where(eq(productCategoryItems.categoryId, categoryId));
  if (unique.length > 0)
    await db
      .insert(productCategoryItems)
      .values(unique.map((itemTypeId, i) => ({ categoryId, itemTypeId, rank: (i + 1) * 10 })));
}

async function assertCodeFree(db: Db, code: string, selfId?: number) {
  const [other] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(eq(sql`upper(${productCategories.code})`, code.toUpperCase()));
  if (other && other.id !== selfId) throw conflict('A category with this code already exists');
}

/** POST /ProductCategories/create (multipart: name, code, parentId and four images). */
export async function createCategory(
  services: Services,
  scope: Scope,
  input: CategoryInput,
  files: UploadedFile[],
) {
  const { db } = services;
  await assertCodeFree(db, input.code);
  await assertParent(db, input.parentId);
  const images = await storeImages(services, files);
  const id = await changeContent(db, async (tx) => {
    const [row] = await tx
      .insert(productCategories)
      .values({
        name: input.name,
        nameFr: input.nameFr ?? input.name,
        code: input.code,
        slug: slugify(input.name),
        parentId: input.parentId,
        rank: input.rank ?? 100,
        description: input.description ?? null,
        ...images,
      })
      .returning({ id: productCategories.id });
    if (input.itemIds) await setItems(tx, row!.id, input.itemIds);
    await refreshCatalogIndex(tx, { categoryId: row!.id });
    await recordAudit(tx, scope, {
      action: 'category.create',
      entityType: 'productCategory',
      entityId: row!.id,
    });
    return row!.id;
  });
  return categoryBy(db, 'en', { id });
}

/** POST /ProductCategories/update/{id} (multipart plus rank, description and items[n].id in their order). */
export async function updateCategory(
  services: Services,
  scope: Scope,
  id: number,
  input: CategoryInput,
  files: UploadedFile[],
) {
  const { db } = services;
  const [current] = await db.select().from(productCategories).where(eq(productCategories.id, id));
  if (!current) throw notFound('The category');
  await assertCodeFree(db, input.code, id);
  await assertParent(db, input.parentId, id);
  const images = await storeImages(services, files);
  const removed = Object.fromEntries(input.removeImages.map((field) => [field, null]));
  await changeContent(db, async (tx) => {
    await tx
      .update(productCategories)
      .set({
        name: input.name,
        nameFr: input.nameFr ?? current.nameFr,
        code: input.code,
        slug: slugify(input.name),
        parentId: input.parentId,
        rank: input.rank ?? current.rank,
        description: input.description === undefined ? current.description : input.description,
        ...removed,
        ...images,
        updatedAt: services.now(),
      })
      .where(eq(productCategories.id, id));
    if (input.itemIds) await setItems(tx, id, input.itemIds);
    await refreshCatalogIndex(tx, { categoryId: id });
    await recordAudit(tx, scope, { action: 'category.update', entityType: 'productCategory', entityId: id });
  });
  // Replaced or removed pictures are deleted once the new ones are saved.
  for (const field of CATEGORY_IMAGES) {
    const key = keyOfMediaUrl(current[field]);
    if (key && (field in images || field in removed)) await services.media.remove(key);
  }
  return categoryBy(db, 'en', { id });
}

/** DELETE /ProductCategories/delete: refused while sub-categories exist (409); its item links go with it. */
export async function deleteCategory(services: Services, scope: Scope, id: number) {
  const { db } = services;
  const [current] = await db.select().from(productCategories).where(eq(productCategories.id, id));
  if (!current) throw notFound('The category');
  const [children] = await db
    .select({ n: count() })
    .from(productCategories)
    .where(eq(productCategories.parentId, id));
  if ((children?.n ?? 0) > 0) throw conflict('This category has sub-categories: move or delete them first');
  await changeContent(db, async (tx) => {
    await tx.delete(productCategories).where(eq(productCategories.id, id));
    await refreshCatalogIndex(tx, { categoryId: id });
    await recordAudit(tx, scope, {
      action: 'category.delete',
      entityType: 'productCategory',
      entityId: id,
      details: { code: current.code },
    });
  });
  for (const field of CATEGORY_IMAGES) {
    const key = keyOfMediaUrl(current[field]);
    if (key) await services.media.remove(key);
  }
  return { id };
}

const firstImage = sql<
  string | null
>`(select i.url from ${itemTypeImages} i where i.item_type_id = ${qualified(itemTypes.id)} order by i.rank limit 1)`;

/** GET /ProductCategories/categoryItems/{id}: the category's items in rank order (spec §3 Category detail element). */
export async function getCategoryItems(db: Db, categoryId: number) {
  const [category] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(eq(productCategories.id, categoryId));
  if (!category) throw notFound('The category');
  const rows = await db
    .select({
      id: itemTypes.id,
      code: itemTypes.code,
      name: itemTypes.name,
      rank: productCategoryItems.rank,
      imageCode: firstImage,
    })
    .from(productCategoryItems)
    .innerJoin(itemTypes, eq(itemTypes.id, productCategoryItems.itemTypeId))
    .where(eq(productCategoryItems.categoryId, categoryId))
    .orderBy(asc(productCategoryItems.rank), asc(itemTypes.name));
  return rows.map((r) => ({ ...r, isChecked: true }));
}

/** GET /ItemTypes/CanBeAddedToCategory: catalogue items not yet in the category, searched by name or code. */
export async function getAddableItems(db: Db, query: ParsedBy<typeof getAddableItemsSchemas>['query']) {
  const conditions: (SQL | undefined)[] = [eq(itemTypes.isActive, true), eq(itemTypes.shownInCatalog, true)];
  if (query.categoryId) {
    conditions.push(
      notExists(
        db
          .select({ one: sql`1` })
          .from(productCategoryItems)
          .where(
            and(
              eq(productCategoryItems.itemTypeId, itemTypes.id),
              eq(productCategoryItems.categoryId, query.categoryId),
            ),
          ),
      ),
    );
  }
  const search = query.search?.trim();
  if (search) conditions.push(or(ilike(itemTypes.name, `%${search}%`), ilike(itemTypes.code, `%${search}%`)));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const items = await db
    .select({ id: itemTypes.id, code: itemTypes.code, name: itemTypes.name, imageCode: firstImage })
    .from(itemTypes)
    .where(where)
    .orderBy(asc(itemTypes.name), asc(itemTypes.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(itemTypes).where(where);
  return paginated(
    items.map((i) => ({ ...i, isChecked: false, rank: 0 })),
    total?.n ?? 0,
    query,
  );
}

/** POST /ItemTypes/AddItemsToProductCategory/{id}: appended after the current items. */
export async function addItemsToCategory(
  services: Services,
  scope: Scope,
  categoryId: number,
  itemIds: number[],
) {
  const current = await getCategoryItems(services.db, categoryId);
  const known = new Set(current.map((i) => i.id));
  await changeContent(services.db, async (tx) => {
    await setItems(tx, categoryId, [...current.map((i) => i.id), ...itemIds.filter((id) => !known.has(id))]);
    await refreshCatalogIndex(tx, { categoryId });
    await recordAudit(tx, scope, {
      action: 'category.addItems',
      entityType: 'productCategory',
      entityId: categoryId,
      details: { itemIds },
    });
  });
  return getCategoryItems(services.db, categoryId);
}

export async function removeItemsFromCategory(
  services: Services,
  scope: Scope,
  categoryId: number,
  itemIds: number[],
) {
  await getCategoryItems(services.db, categoryId);
  await changeContent(services.db, async (tx) => {
    if (itemIds.length > 0)
      await tx
        .delete(productCategoryItems)
        .where(
          and(
            eq(productCategoryItems.categoryId, categoryId),
            inArray(productCategoryItems.itemTypeId, itemIds),
          ),
        );
    await refreshCatalogIndex(tx, { categoryId });
    await recordAudit(tx, scope, {
      action: 'category.removeItems',
      entityType: 'productCategory',
      entityId: categoryId,
      details: { itemIds },
    });
  });
  return getCategoryItems(services.db, categoryId);
}
