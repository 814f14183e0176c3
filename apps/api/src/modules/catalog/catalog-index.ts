import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type IndexScope = 'all' | { itemIds: number[] } | { categoryId: number };

/**
 * Recomputes the search columns of item_types (category_path_ids, attribute_keys, sort_price) from the normalised
 * tables. Called wherever those change: seeding, category membership and hierarchy, attributes, metal prices. Run it
 * inside `changeContent`, which drops what caches remember once the change is committed.
 */
export async function refreshCatalogIndex(db: Db, scope: IndexScope): Promise<void> {
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
