import type { PriceBasis } from '@portal/shared';
import { micros, multiply, toNumber } from '@portal/shared/platform/decimal';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingMemo } from './listing-memo';
import { masterAlloys, measureUnitConversions, metalFixings, metals } from './tables';

const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The basis of every metal's current price per gram (docs/jewelry-trade.md §2), by metal id: the master alloy's fixing
 * (or the price staff typed in, and the day they did) and the metal's formula. One query over a dozen metals.
 */
export async function metalPriceBases(db: Db): Promise<Map<number, PriceBasis>> {
  const rows = await db
    .select({ metal: metals, alloy: masterAlloys, fixing: metalFixings })
    .from(metals)
    .innerJoin(masterAlloys, eq(masterAlloys.id, metals.masterAlloyId))
    .leftJoin(metalFixings, eq(metalFixings.id, masterAlloys.fixingId));
  return new Map(
    rows.map(({ metal, alloy, fixing }) => [
      metal.id,
      {
        kind: alloy.priceSource === 'fixing' && fixing ? 'fixing' : 'manual',
        masterAlloyCode: alloy.code,
        fixingId: fixing?.id ?? null,
        session: fixing ? (fixing.session as 'AM' | 'PM') : null,
        date: fixing ? fixing.fixingDate : day(alloy.updatedAt),
        source: fixing?.source ?? null,
        pricePerOunce: Number(alloy.pricePerOunce),
        purity: Number(metal.purity),
        surchargePerOunce: Number(metal.surchargePerOunce),
        markupPercent: Number(metal.markupPercent),
        pricePerGram: Number(metal.pricePerGram),
      } satisfies PriceBasis,
    ]),
  );
}

/**
 * The bases of the current prices, read once per catalogue change: every price change (a staff price, a new fixing)
 * goes through `changeContent`, which bumps the content generation this memo's entries belong to, so the metals list,
 * the product page and the configurator's price call cite the new basis from the change on, without a query per
 * request.
 */
const bases = listingMemo<Map<number, PriceBasis>>({ name: 'price-bases', maxEntries: 1 });
export const currentPriceBases = (db: Db) => bases.get(db, 'all', () => metalPriceBases(db));

/** Grams to pennyweights and troy ounces, as the conversion table has them; they never change in use. */
const factors = listingMemo<{ dwt: string; ozt: string } | null>({ name: 'weight-factors', maxEntries: 1 });
function gramFactors(db: Db) {
  return factors.get(db, 'g', async () => {
    const rows = await db
      .select()
      .from(measureUnitConversions)
      .where(
        and(eq(measureUnitConversions.source, 'g'), inArray(measureUnitConversions.target, ['dwt', 'ozt'])),
      );
    const dwt = rows.find((r) => r.target === 'dwt')?.factor;
    const ozt = rows.find((r) => r.target === 'ozt')?.factor;
    return dwt && ozt ? { dwt, ozt } : null;
  });
}

/**
 * A metal weight in grams, and in pennyweights and troy ounces through the conversion table (3 and 4 decimals); null
 * where the table lacks a conversion.
 */
export async function metalWeights(db: Db, grams: number) {
  const found = await gramFactors(db);
  if (!found) return null;
  const g = micros(grams);
  return {
    g: grams,
    dwt: toNumber(multiply(g, micros(found.dwt)), 3),
    ozt: toNumber(multiply(g, micros(found.ozt)), 4),
  };
}
