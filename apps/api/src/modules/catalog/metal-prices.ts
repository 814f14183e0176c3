import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adjustmentFor, type Buyer, customerAdjustments, listPrice, subItemPrices } from './pricing-service';
import { itemTypes, metals } from './tables';

export interface PriceInMetal {
  metalId: number;
  price: number;
}

/**
 * Each item's list price in every metal the catalogue shows, as a buyer would be priced (its discounts and markups):
 * the listing's pricing with that metal in place of the item's own, which is what `calculatePrice` charges for the item
 * in that metal with no option. An item made without metal has no choice (an empty list).
 */
export async function listPricesInMetals(
  db: Db,
  buyer: Buyer | null,
  itemIds: number[],
): Promise<Map<number, PriceInMetal[]>> {
  if (itemIds.length === 0) return new Map();
  const [items, shown, subItems, rules] = await Promise.all([
    db.select().from(itemTypes).where(inArray(itemTypes.id, itemIds)),
    db.select().from(metals).where(eq(metals.shownInCatalog, true)).orderBy(asc(metals.rank)),
    subItemPrices(db, itemIds),
    customerAdjustments(db, buyer),
  ]);
  return new Map(
    items.map((item) => [
      item.id,
      Number(item.metalWeight) > 0
        ? shown.map((metal) => ({
            metalId: metal.id,
            price: listPrice(item, metal, subItems, adjustmentFor(rules, item)),
          }))
        : [],
    ]),
  );
}
