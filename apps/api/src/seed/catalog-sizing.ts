import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The demo rings are made in US sizes 3 to 13 (their RING_SIZE attribute is the size their weight is given for, and
 * the weight follows the size). Engravable pieces (ENGRAVABLE = 1) take 15 characters, 10 on a band of 2 mm or less
 * (docs/jewelry-trade.md §8), for 30.00. Migration 0027 gives existing catalogues the same.
 */
export async function seedRingSizesAndEngraving(tx: Db) {
  await tx.execute(sql`
    update item_types set ring_size_min = 3, ring_size_max = 13, ring_size_base = a.value::numeric,
      weight_follows_size = true
    from item_type_attributes a join attribute_definitions d on d.id = a.attribute_id and d.code = 'RING_SIZE'
    where a.item_type_id = item_types.id and a.value ~ '^[0-9]{1,2}(\\.[0-9]{1,2})?$'`);
  await tx.execute(sql`
    update item_types set engraving_price = 30, engraving_max_length = case
      when exists (
        select 1 from item_type_attributes w join attribute_definitions wd on wd.id = w.attribute_id
        where wd.code = 'WIDTH' and w.item_type_id = item_types.id and w.value in ('1.5', '2')
      ) then 10 else 15 end
    from item_type_attributes a join attribute_definitions d on d.id = a.attribute_id and d.code = 'ENGRAVABLE'
    where a.item_type_id = item_types.id and a.value = '1'`);
}
