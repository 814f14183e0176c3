import { contentChanged } from '../../platform/content-generation';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type IndexScope = 'all' | { itemIds: number[] } | { categoryId: number };

/**
 * Runs a change of the catalogue (items, categories, attributes, prices) in a transaction and bumps the content
 * generation once it has ended. `refreshCatalogIndex` bumps it too, but before the commit: a read in between still
 * sees the old rows and would remember them under the new generation. The bump after the commit (or the rollback)
 * makes every cache made during the transaction unusable.
 */
export async function changeCatalog<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => change(tx));
  } finally {
    contentChanged();
  }
}

/**
 * Recomputes the search columns of item_types (category_path_ids, attribute_keys, sort_price) from the normalised
 * tables. Called wherever those change: seeding, category membership and hierarchy, attributes, metal prices. Run it
 * inside `changeCatalog`, which bumps the content generation again after the commit.
 */
export async function refreshCatalogIndex(db: Db, scope: IndexScope): Promise<void> {
  contentChanged();
  let where: SQL;
  if (scope === 'all') where = sql`true`;
  else if ('itemIds' in scope) {
    if (scope.itemIds.length === 0) return;
    where = sql`it.id in (${sql.join(
      scope.itemIds.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  } else {
    // Items of the category's subtree (by the old paths) and the items it holds now.
    where = sql`(${scope.categoryId} = any(it.category_path_ids) or it.id in (select item_type_id from product_category_items where category_id = ${scope.categoryId}))`;
  }
  await db.execute(sql`
    update item_types it set
      attribute_keys = coalesce((
        select array_agg(d.code || '=' || a.value order by d.code, a.value)
        from item_type_attributes a join attribute_definitions d on d.id = a.attribute_id
        where a.item_type_id = it.id), '{}'),
      category_path_ids = coalesce((
        with recursive up(id, parent_id) as (
          select c.id, c.parent_id from product_category_items pci join product_categories c on c.id = pci.category_id
          where pci.item_type_id = it.id
          union
          select p.id, p.parent_id from product_categories p join up on p.id = up.parent_id)
        select array_agg(distinct up.id) from up), '{}'),
      sort_price = it.base_price + it.labour_price
        + coalesce((select round(round(it.metal_weight * m.density / 13.07, 3) * m.price_per_gram, 2) from metals m where m.id = it.default_metal_id), 0)
        + coalesce((select round(sum(s.quantity * st.base_price), 2) from item_type_sub_items s join item_types st on st.id = s.sub_item_type_id
                    where s.item_type_id = it.id and not s.is_optional), 0)
    where ${where}`);
}
