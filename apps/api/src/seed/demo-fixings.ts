import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema/index';
import { londonDay, londonTime, SESSION_TIMES } from '../modules/catalog/public';

const DAY_MS = 86_400_000;
const DAYS = 370;
/** Daily swing of each market metal (about its real volatility), so the demo fixings look like a market. */
const DAILY_SWING: Record<string, number> = { GOLD: 0.008, SILVER: 0.016, PLATINUM: 0.014, PALLADIUM: 0.018 };
/** Gold and silver are LBMA prices; platinum and palladium are fixed by the LME (docs/jewelry-trade.md §2). */
const SOURCES: Record<string, string> = { GOLD: 'LBMA', SILVER: 'LBMA', PLATINUM: 'LME', PALLADIUM: 'LME' };

/** A small deterministic generator: the same demo fixings on every installation. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Demo data: a year of PM fixings of each base metal (weekdays), walking back from the demo catalogue's price so that
 * the latest fixing is today's price and every metal keeps the price it was seeded with. The alloy's price rests on that
 * latest fixing, and each fixing is also a point of the metal price history (the dashboard's trend), so the two agree.
 * A metal that already has fixings is left as it is (a second run changes nothing).
 */
export async function seedFixings(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const alloys = await tx.select().from(t.masterAlloys);
    for (const [index, alloy] of alloys.entries()) {
      const times = SESSION_TIMES[alloy.code];
      if (!times) continue;
      const [existing] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t.metalFixings)
        .where(eq(t.metalFixings.masterAlloyId, alloy.id));
      if ((existing?.n ?? 0) > 0) continue;
      const next = random(104_729 * (index + 1));
      const swing = DAILY_SWING[alloy.code] ?? 0.01;
      const fixings: (typeof t.metalFixings.$inferInsert)[] = [];
      let cents = Math.round(Number(alloy.pricePerOunce) * 100);
      for (let back = 0; back <= DAYS; back++) {
        const day = londonDay(new Date(now.getTime() - back * DAY_MS));
        const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
        const fixedAt = londonTime(day, times.PM);
        if (weekday === 0 || weekday === 6 || fixedAt.getTime() > now.getTime()) continue;
        if (fixings.length > 0) {
          // Walking back: each earlier day differs by a small random step, drifting slightly up over the year.
          const step = (next() - 0.47) * 2 * swing;
          cents = Math.max(100, Math.round(cents / (1 + step)));
        }
        fixings.push({
          masterAlloyId: alloy.id,
          fixingDate: day,
          session: 'PM',
          source: SOURCES[alloy.code] ?? 'LBMA',
          pricePerOunce: (cents / 100).toFixed(2),
          fixedAt,
          recordedAt: fixedAt,
          updatedAt: fixedAt,
        });
      }
      if (fixings.length === 0) continue;
      const inserted = await tx.insert(t.metalFixings).values(fixings.reverse()).returning({
        id: t.metalFixings.id,
        price: t.metalFixings.pricePerOunce,
        at: t.metalFixings.fixedAt,
      });
      const latest = inserted.at(-1)!;
      await tx
        .update(t.masterAlloys)
        .set({
          pricePerOunce: latest.price,
          priceSource: 'fixing',
          fixingId: latest.id,
          updatedAt: latest.at,
        })
        .where(eq(t.masterAlloys.id, alloy.id));
      await tx
        .insert(t.metalPriceHistory)
        .values(inserted.map((f) => ({ masterAlloyId: alloy.id, pricePerOunce: f.price, changedAt: f.at })));
    }
  });
}
