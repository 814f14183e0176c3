import type { PriceBasis } from '@portal/shared';
import type { Db } from '../db/client';
import { calculatePrice, metalPriceBases, personalisationRequestOf } from '../modules/catalog/public';
import { AppError } from '../platform/errors';

/** What an order line keeps of its metal for billing on the finished weight. */
export interface LineMetal {
  metalWeight: string | null;
  metalPricePerGram: string | null;
  priceBasis: PriceBasis | null;
}

interface CartLineMetal {
  id: number;
  itemTypeId: number;
  metalId: number | null;
  variantIds: number[];
  configuration: unknown;
  /** The price per gram the line is priced at (the locked one while the cart's lock holds). */
  metalPricePerGram: string | null;
  /** The basis the cart line carries (the locked one while the cart's lock holds), when it carries one. */
  priceBasis?: PriceBasis | null;
  madeToOrder: boolean;
}

const NONE: LineMetal = { metalWeight: null, metalPricePerGram: null, priceBasis: null };

/**
 * The estimated metal of each made-to-order cart line with a metal, by cart line id (docs/jewelry-trade.md §3): grams of
 * one piece in its metal as the price breakdown weighs it (size and variants included), the line's price per gram and
 * the basis of that price (the line's own, else the metal's current one). A line the catalogue no longer prices keeps
 * no estimate; submission refuses such lines on its own rules.
 */
export async function metalOfCartLines(
  tx: Db,
  customerId: number,
  lines: CartLineMetal[],
): Promise<Map<number, LineMetal>> {
  const metalLines = lines.filter((l) => l.madeToOrder && l.metalId !== null && l.metalPricePerGram !== null);
  const result = new Map<number, LineMetal>(lines.map((l) => [l.id, NONE]));
  if (!metalLines.length) return result;
  const bases = metalLines.some((l) => !l.priceBasis) ? await metalPriceBases(tx) : null;
  for (const line of metalLines) {
    const priced = await calculatePrice(
      tx,
      { customerId },
      {
        itemTypeID: line.itemTypeId,
        metalID: line.metalId,
        quantity: 1,
        variantIDs: line.variantIds,
        ...personalisationRequestOf((line.configuration ?? {}) as Record<string, unknown>),
      },
    ).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (!priced || priced.metalID !== line.metalId || !(priced.breakdown.metalWeight > 0)) continue;
    result.set(line.id, {
      metalWeight: priced.breakdown.metalWeight.toFixed(3),
      metalPricePerGram: line.metalPricePerGram,
      priceBasis: line.priceBasis ?? bases?.get(line.metalId!) ?? null,
    });
  }
  return result;
}
