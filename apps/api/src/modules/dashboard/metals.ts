import type { DashboardMetal } from '@portal/shared/dashboard/schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterAlloys, metalPriceHistory } from '../catalog/tables';
import { localName } from '../../platform/language';

/**
 * GET /Dashboard/Metals: each market metal's price per troy ounce now, every change within the period, and the price
 * in force when the period began (the last change before it), so the card shows how far the price moved.
 */
export async function dashboardMetals(
  db: Db,
  language: Language,
  months: number,
  now: Date,
): Promise<DashboardMetal[]> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  const alloys = await db.select().from(masterAlloys).orderBy(asc(masterAlloys.id));
  const history = await db
    .select()
    .from(metalPriceHistory)
    .where(gte(metalPriceHistory.changedAt, since))
    .orderBy(asc(metalPriceHistory.changedAt), asc(metalPriceHistory.id));
  return Promise.all(
    alloys.map(async (alloy) => {
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
      };
    }),
  );
}
