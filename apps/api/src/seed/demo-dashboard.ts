import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema/index';

const DAY_MS = 86_400_000;
const WEEKS = 52;
/** Weekly swing of each market metal (about its real volatility), so the demo trend looks like a market. */
const WEEKLY_SWING: Record<string, number> = { GOLD: 0.018, SILVER: 0.035, PLATINUM: 0.03, PALLADIUM: 0.04 };

/** A small deterministic generator: the same demo history on every installation. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Demo data of the dashboard: a past year of weekly market prices per master alloy, walking back from today's price,
 * so the metal trend card has a history on first start. An alloy that already has history older than a month keeps
 * it (a second run changes nothing); the current price is its last point.
 */
export async function seedDashboard(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const alloys = await tx.select().from(t.masterAlloys);
    for (const [index, alloy] of alloys.entries()) {
      const [old] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t.metalPriceHistory)
        .where(
          and(
            eq(t.metalPriceHistory.masterAlloyId, alloy.id),
            lt(t.metalPriceHistory.changedAt, new Date(now.getTime() - 30 * DAY_MS)),
          ),
        );
      if ((old?.n ?? 0) > 0) continue;
      const [any] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t.metalPriceHistory)
        .where(eq(t.metalPriceHistory.masterAlloyId, alloy.id));
      const next = random(7919 * (index + 1));
      const swing = WEEKLY_SWING[alloy.code] ?? 0.02;
      // Walk back from today's price: each earlier week differs by a small random step, with a slight upward drift
      // over the year (prices a year ago were lower, as they were).
      const rows: (typeof t.metalPriceHistory.$inferInsert)[] = [];
      let cents = Math.round(Number(alloy.pricePerOunce) * 100);
      for (let week = 1; week <= WEEKS; week++) {
        const step = (next() - 0.45) * 2 * swing;
        cents = Math.max(100, Math.round(cents / (1 + step)));
        rows.push({
          masterAlloyId: alloy.id,
          pricePerOunce: (cents / 100).toFixed(2),
          changedAt: new Date(now.getTime() - week * 7 * DAY_MS),
        });
      }
      if ((any?.n ?? 0) === 0)
        rows.push({
          masterAlloyId: alloy.id,
          pricePerOunce: alloy.pricePerOunce,
          changedAt: alloy.updatedAt,
        });
      await tx.insert(t.metalPriceHistory).values(rows);
    }
  });
}
