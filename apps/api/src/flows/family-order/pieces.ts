// The pieces of a family order (flows/family-order.ts): each a memorial product made from one of the decedent's
// usable prints, priced as the funeral home is priced.
import type { placeFamilyOrderBody } from '@portal/shared/family-links/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { calculatePrice } from '../../modules/catalog/public';
import { itemTypes, metals, productCategories } from '../../modules/catalog/tables';
import { assertPrintUsable } from '../../modules/decedents/public';
import { fingerprints } from '../../modules/decedents/tables';
import type { OrderLine } from '../../modules/orders/public';
import { invalid } from '../../platform/errors';

type Piece = z.output<typeof placeFamilyOrderBody>['pieces'][number];

/** The catalogue category of the pieces a print is made into (the family page lists the same). */
const MEMORIAL_CATEGORY = 'MEMORIAL';

async function isMemorialPiece(db: Db, itemTypeId: number): Promise<boolean> {
  // The catalogue's search index holds every category of an item with their ancestors, as the family page lists them.
  const [row] = await db
    .select({ id: itemTypes.id })
    .from(itemTypes)
    .innerJoin(productCategories, eq(productCategories.code, MEMORIAL_CATEGORY))
    .where(
      and(
        eq(itemTypes.id, itemTypeId),
        eq(itemTypes.isActive, true),
        sql`${productCategories.id} = any(${itemTypes.categoryPathIds})`,
      ),
    );
  return row !== undefined;
}

/** A metal the catalogue offers, as the family page lists it for every piece. */
async function isOfferedMetal(db: Db, metalId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: metals.id })
    .from(metals)
    .where(and(eq(metals.id, metalId), eq(metals.shownInCatalog, true)));
  return row !== undefined;
}

/**
 * Each piece checked and priced: a memorial product, a print of this decedent that is authorised and neither locked
 * nor destroyed (refused on its field, in the family's language by the error handler), the metal and options the
 * product offers; the price is the funeral home's (its discounts and markups), as if it ordered the piece itself.
 */
export async function pricedPieces(
  db: Db,
  funeral: { customerId: number; decedentId: number },
  pieces: Piece[],
): Promise<OrderLine[]> {
  const lines: OrderLine[] = [];
  for (const [i, piece] of pieces.entries()) {
    if (!(await isMemorialPiece(db, piece.itemTypeId)))
      throw invalid(`pieces.${i}.itemTypeId`, 'This piece is not one of the memorial pieces');
    const [print] = await db
      .select({ id: fingerprints.id })
      .from(fingerprints)
      .where(and(eq(fingerprints.id, piece.fingerprintId), eq(fingerprints.decedentId, funeral.decedentId)));
    if (!print) throw invalid(`pieces.${i}.fingerprintId`, 'This fingerprint is not one of the decedent’s');
    await assertPrintUsable(db, print.id, `pieces.${i}.fingerprintId`);
    // The price is the server's for the metal chosen, never one the page sends; a metal not offered is refused on
    // its field rather than priced in the piece's own.
    if (piece.metalId !== undefined && !(await isOfferedMetal(db, piece.metalId)))
      throw invalid(`pieces.${i}.metalId`, 'This metal is not offered');
    const priced = await calculatePrice(
      db,
      { customerId: funeral.customerId },
      {
        itemTypeID: piece.itemTypeId,
        metalID: piece.metalId ?? null,
        quantity: piece.quantity,
        variantIDs: piece.variantIds,
      },
    );
    const [item] = await db
      .select({ code: itemTypes.code, name: itemTypes.name })
      .from(itemTypes)
      .where(eq(itemTypes.id, piece.itemTypeId));
    const [metal] = priced.metalID
      ? await db
          .select({ name: metals.name, pricePerGram: metals.pricePerGram })
          .from(metals)
          .where(eq(metals.id, priced.metalID))
      : [];
    lines.push({
      itemTypeId: piece.itemTypeId,
      code: item!.code,
      name: item!.name,
      metalId: priced.metalID,
      metalName: metal?.name ?? null,
      quantity: piece.quantity,
      unitPrice: priced.price,
      lineTotal: priced.total,
      variantIds: [...new Set(piece.variantIds)].sort((a, b) => a - b),
      configuration: {},
      fingerprintId: print.id,
      metalPricePerGram: metal?.pricePerGram ?? null,
      priceBasis: priced.priceBasis,
    });
  }
  return lines;
}
