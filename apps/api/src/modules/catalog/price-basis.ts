import type { PriceBasis } from '@portal/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterAlloys, metalFixings, metals } from './tables';

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
