import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';

/**
 * `npm run seed -- --products N`: grows the catalogue to N generated products for benchmarks, by copying the demo items
 * (attributes, categories, pictures and sub-items included) in set-based SQL. Copies are coded BX-<n>; running it again
 * adds only the missing ones.
 */
export async function seedLargeCatalog(db: Db, products: number): Promise<number> {
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from item_types where code like 'BX-%'`,
  );
  const have = existing?.n ?? 0;
  if (have >= products) return 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table bench_source on commit drop as
      select row_number() over (order by id) - 1 as rn, id from item_types where code like 'NS-%'`);
    await tx.execute(sql`
      create temporary table bench_copy on commit drop as
      select g, s.id as source_id
      from generate_series(${have + 1}::int, ${products}::int) g
      join bench_source s on s.rn = g % (select count(*) from bench_source)`);
    await tx.execute(sql`
      insert into item_types (code, slug, name, name_fr, description, description_fr, item_group_id, base_price, labour_price,
                              metal_weight, default_metal_id, shown_in_catalog, featured_on_portal, is_retail)
      select 'BX-' || c.g, i.slug || '-' || c.g, i.name || ' ' || c.g, i.name_fr || ' ' || c.g, i.description, i.description_fr,
             i.item_group_id, i.base_price, i.labour_price, (i.metal_weight * (0.9 + (c.g % 20) / 100.0))::numeric(10,3),
             i.default_metal_id, true, false, i.is_retail
      from bench_copy c join item_types i on i.id = c.source_id`);
    await tx.execute(sql`
      create temporary table bench_map on commit drop as
      select c.source_id, it.id as copy_id from bench_copy c join item_types it on it.code = 'BX-' || c.g`);
    await tx.execute(sql`
      insert into product_category_items (category_id, item_type_id, rank)
      select pci.category_id, m.copy_id, pci.rank from bench_map m join product_category_items pci on pci.item_type_id = m.source_id`);
    await tx.execute(sql`
      insert into item_type_attributes (item_type_id, attribute_id, value)
      select m.copy_id, a.attribute_id, a.value from bench_map m join item_type_attributes a on a.item_type_id = m.source_id`);
    await tx.execute(sql`
      insert into item_type_sub_items (item_type_id, sub_item_type_id, quantity, attached_entity_type_id, is_optional, rank)
      select m.copy_id, s.sub_item_type_id, s.quantity, s.attached_entity_type_id, s.is_optional, s.rank
      from bench_map m join item_type_sub_items s on s.item_type_id = m.source_id`);
    await tx.execute(sql`
      insert into item_type_variants (item_type_id, code, name, name_fr, price_delta, weight_delta, rank)
      select m.copy_id, v.code, v.name, v.name_fr, v.price_delta, v.weight_delta, v.rank
      from bench_map m join item_type_variants v on v.item_type_id = m.source_id`);
    await tx.execute(sql`
      insert into item_type_images (item_type_id, metal_id, url, rank)
      select m.copy_id, im.metal_id, im.url, im.rank from bench_map m join item_type_images im on im.item_type_id = m.source_id`);
    // The copies share their source's categories and attributes; the sort price follows their own weight.
    await tx.execute(sql`
      update item_types it set attribute_keys = src.attribute_keys, category_path_ids = src.category_path_ids,
        sort_price = src.sort_price + coalesce(round(round((it.metal_weight - src.metal_weight) * m.density / 13.07, 3) * m.price_per_gram, 2), 0)
      from bench_map bm join item_types src on src.id = bm.source_id left join metals m on m.id = src.default_metal_id
      where it.id = bm.copy_id`);
  });
  // Vacuum too: a bulk load leaves the GIN indexes a pending list that slows every search until it is merged.
  await db.execute(sql`vacuum analyze`);
  return products - have;
}
