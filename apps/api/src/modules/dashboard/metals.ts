import { metalPricePerGram, type PriceBasis } from '@portal/shared';
import type { DashboardMetal } from '@portal/shared/dashboard/schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterAlloys, metalFixings, metalPriceHistory } from '../catalog/tables';
import { localName } from '../../platform/language';

type Alloy = typeof masterAlloys.$inferSelect;
type Fixing = typeof metalFixings.$inferSelect;

/**
 * What a master alloy's price per troy ounce rests on: the fixing it follows, or the price staff set and its day. The
 * alloy is the fine metal, so no formula applies on top of it.
 */
function alloyBasis(alloy: Alloy, fixing: Fixing | null): PriceBasis {
  const pricePerOunce = Number(alloy.pricePerOunce);
  const following = alloy.priceSource === 'fixing' && fixing !== null;
  return {
    kind: following ? 'fixing' : 'manual',
    masterAlloyCode: alloy.code,
    fixingId: fixing?.id ?? null,
    session: fixing ? (fixing.session as 'AM' | 'PM') : null,
    date: following ? fixing.fixingDate : alloy.updatedAt.toISOString().slice(0, 10),
    source: fixing?.source ?? null,
    pricePerOunce,
    purity: 1,
    surchargePerOunce: 0,
    markupPercent: 0,
    pricePerGram: Number(metalPricePerGram(alloy.pricePerOunce, '1', '0')),
  };
}

/**
 * GET /Dashboard/Metals: each market metal's price per troy ounce now and what it rests on, every change within the
 * period, the fixings recorded in it, and the price in force when the period began (the last change before it), so the
 * card shows how far the price moved.
 */
export async function getDashboardMetals(
  db: Db,
  language: Language,
  months: number,
  now: Date,
): Promise<DashboardMetal[]> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  const [alloys, history, fixings] = await Promise.all([
    db
      .select({ alloy: masterAlloys, fixing: metalFixings })
      .from(masterAlloys)
      .leftJoin(metalFixings, eq(metalFixings.id, masterAlloys.fixingId))
      .orderBy(asc(masterAlloys.id)),
    db
      .select()
      .from(metalPriceHistory)
      .where(gte(metalPriceHistory.changedAt, since))
      .orderBy(asc(metalPriceHistory.changedAt), asc(metalPriceHistory.id)),
    db
      .select()
      .from(metalFixings)
      .where(gte(metalFixings.fixedAt, since))
      .orderBy(asc(metalFixings.fixedAt), asc(metalFixings.id)),
  ]);
  return Promise.all(
    alloys.map(async ({ alloy, fixing }) => {
      const [before] = await db
        .select({ price: metalPriceHistory.pricePerOunce })
        .from(metalPriceHistory)
        .where(and(eq(metalPriceHistory.masterAlloyId, alloy.id), lt(metalPriceHistory.changedAt, since)))
        .orderBy(desc(metalPriceHistory.changedAt), desc(metalPriceHistory.id))
        .limit(1);
      const points = history
        .filter((h) => h.masterAlloyId === alloy.id)
        .map((h) => ({ at: h.changedAt.toISOString(), pricePerOunce: Number(h.pricePerOunce) }));
      return {
        code: alloy.code,
        name: localName(language, alloy),
        pricePerOunce: Number(alloy.pricePerOunce),
        updatedAt: alloy.updatedAt.toISOString(),
        periodStartPrice: Number(before?.price ?? points[0]?.pricePerOunce ?? alloy.pricePerOunce),
        history: points,
        fixings: fixings
          .filter((f) => f.masterAlloyId === alloy.id)
          .map((f) => ({
            at: f.fixedAt.toISOString(),
            date: f.fixingDate,
            session: f.session as 'AM' | 'PM',
            pricePerOunce: Number(f.pricePerOunce),
          })),
        priceBasis: alloyBasis(alloy, fixing),
      };
    }),
  );
}
