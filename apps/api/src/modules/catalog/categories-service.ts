import type { Language } from '@portal/shared/platform/language';
import type { ProductCategory } from '@portal/shared';
import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/query-rows';
import { productCategories } from './tables';
import { notFound } from '../../platform/errors';
import { seoFor } from '../seo/public';
import { localName } from '../../platform/language';

type CategoryRow = typeof productCategories.$inferSelect;

const counts = {
  childCount: sql<number>`(select count(*)::int from product_categories c where c.parent_id = ${qualified(productCategories.id)} and c.is_active)`,
  itemCount: sql<number>`(select count(*)::int from product_category_items pci where pci.category_id = ${qualified(productCategories.id)})`,
  totalItemCount: sql<number>`(with recursive sub(id) as (select ${qualified(productCategories.id)} union all select c.id from product_categories c join sub on c.parent_id = sub.id where c.is_active) select count(distinct pci.item_type_id)::int from product_category_items pci where pci.category_id in (select id from sub))`,
};

function toCategory(
  row: CategoryRow & { childCount: number; itemCount: number; totalItemCount: number },
  language: Language,
): ProductCategory {
  return {
    id: row.id,
    name: localName(language, row),
    code: row.code,
    slug: row.slug,
    rank: row.rank,
    description: language === 'fr' ? (row.descriptionFr ?? row.description) : row.description,
    parentID: row.parentId,
    parentId: row.parentId,
    largeImage: row.largeImage,
    smallImage: row.smallImage,
    title1Image: row.title1Image,
    title2Image: row.title2Image,
    childCount: row.childCount,
    itemCount: row.itemCount,
    totalItemCount: row.totalItemCount,
  };
}

/** GET /ProductCategories: the top-level categories, or every category with getOnlyParent=false. */
export async function getProductCategories(db: Db, language: Language, onlyParents: boolean) {
  const rows = await db
    .select({ ...getTableColumns(productCategories), ...counts })
    .from(productCategories)
    .where(
      onlyParents
        ? sql`${isNull(productCategories.parentId)} and ${productCategories.isActive}`
        : eq(productCategories.isActive, true),
    )
    .orderBy(asc(productCategories.rank), asc(productCategories.name));
  return rows.map((r) => toCategory(r, language));
}

/** GET /ProductCategories/childProductCatalogs/{id}: the active children of a category. */
export async function getChildProductCatalogs(db: Db, language: Language, parentId: number) {
  const rows = await db
    .select({ ...getTableColumns(productCategories), ...counts })
    .from(productCategories)
    .where(sql`${productCategories.parentId} = ${parentId} and ${productCategories.isActive}`)
    .orderBy(asc(productCategories.rank), asc(productCategories.name));
  return rows.map((r) => toCategory(r, language));
}

export async function categoryBy(db: Db, language: Language, by: { id: number } | { code: string }) {
  const where =
    'id' in by
      ? eq(productCategories.id, by.id)
      : eq(sql`upper(${productCategories.code})`, by.code.toUpperCase());
  const [row] = await db
    .select({ ...getTableColumns(productCategories), ...counts })
    .from(productCategories)
    .where(where);
  if (!row || !row.isActive) throw notFound('The category');
  return { ...toCategory(row, language), seo: await seoFor(db, 'category', row.id, language) };
}

/** GET /productCategories/{id}: an active category with its SEO entry. */
export const getCategory = (db: Db, language: Language, id: number) => categoryBy(db, language, { id });

/** GET /productCategories/categoryCode/{code}: an active category by its code, with its SEO entry. */
export const getCategoryByCode = (db: Db, language: Language, code: string) =>
  categoryBy(db, language, { code });

/** Whether the category exists and is active (the listings answer 404 otherwise). */
export async function isActiveCategory(db: Db, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.id, categoryId), eq(productCategories.isActive, true)));
  return row !== undefined;
}
