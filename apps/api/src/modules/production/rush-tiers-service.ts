import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import type { RushTier } from '@portal/shared/production/rush-schemas';
import type { saveRushTiersSchemas } from '@portal/shared/production/rush-tiers';
import { earliestTierDate } from '@portal/shared/production/rush-rules';
import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { localName } from '../../platform/language';
import type { Scope } from '../../platform/scope';
import { savePriorities } from '../custom-orders/public';
import { estimateOptions } from '../custom-orders/tables';
import { workshopHolidays } from './holidays-service';
import { jobPromises } from './tables';

type TierRow = typeof estimateOptions.$inferSelect;

/** The tiers offered now, in order: the estimate's active priorities. */
export function offeredTiers(db: Db): Promise<TierRow[]> {
  return db
    .select()
    .from(estimateOptions)
    .where(and(eq(estimateOptions.kind, 'PRIORITY'), eq(estimateOptions.isActive, true)))
    .orderBy(asc(estimateOptions.rank), asc(estimateOptions.id));
}

/** How many orders of each tier are due each day from `from` on (a cancelled one frees its day). */
export async function tierBookings(
  db: Db,
  tierIds: number[],
  from: string,
): Promise<Map<number, Map<string, number>>> {
  const rows = tierIds.length
    ? await db
        .select({
          tierId: jobPromises.tierId,
          day: jobPromises.dueOn,
          n: sql<number>`count(*)::int`,
        })
        .from(jobPromises)
        .where(
          and(
            inArray(jobPromises.tierId, tierIds),
            gte(jobPromises.dueOn, from),
            ne(jobPromises.state, 'CANCELLED'),
          ),
        )
        .groupBy(jobPromises.tierId, jobPromises.dueOn)
    : [];
  const byTier = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const days = byTier.get(row.tierId) ?? new Map<string, number>();
    days.set(row.day, row.n);
    byTier.set(row.tierId, days);
  }
  return byTier;
}

/** The earliest day one tier can meet from today, its bookings and the holidays counted. */
export async function earliestOfTier(db: Db, tier: TierRow, today: string): Promise<string | null> {
  const [bookings, holidays] = await Promise.all([
    tierBookings(db, [tier.id], today),
    workshopHolidays(db, today),
  ]);
  return earliestTierDate(
    today,
    tier.leadDays,
    tier.dailyCapacity,
    bookings.get(tier.id) ?? new Map(),
    holidays,
  );
}

const tierView = (row: TierRow, language: Language, earliestOn: string | null): RushTier => ({
  id: row.id,
  code: row.code,
  name: localName(language, row),
  nameEn: row.name,
  nameFr: row.nameFr,
  feePercent: Number(row.surchargePercent),
  leadDays: row.leadDays,
  dailyCapacity: row.dailyCapacity,
  rank: row.rank,
  earliestOn,
});

/** GET /rush-tiers: every offered tier with the earliest day it can meet now. */
export async function getRushTiers(db: Db, language: Language, today: string): Promise<RushTier[]> {
  const tiers = await offeredTiers(db);
  const [bookings, holidays] = await Promise.all([
    tierBookings(
      db,
      tiers.map((t) => t.id),
      today,
    ),
    workshopHolidays(db, today),
  ]);
  return tiers.map((tier) =>
    tierView(
      tier,
      language,
      earliestTierDate(
        today,
        tier.leadDays,
        tier.dailyCapacity,
        bookings.get(tier.id) ?? new Map(),
        holidays,
      ),
    ),
  );
}

type SaveInput = ParsedBy<typeof saveRushTiersSchemas>['body'];

/** POST /rush-tiers: the list as given replaces the offered tiers (the estimate's priorities). */
export async function saveRushTiers(
  db: Db,
  scope: Scope,
  input: SaveInput,
  language: Language,
  today: string,
): Promise<RushTier[]> {
  await db.transaction(async (tx) => {
    // One save at a time: two editors' lists do not interleave.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rush_tiers'))`);
    const retired = await savePriorities(tx, input.tiers);
    await recordAudit(tx, scope, {
      action: 'production.rush-tiers',
      entityType: 'rush_tiers',
      details: { tiers: input.tiers.map((t) => t.code), retired },
    });
  });
  return getRushTiers(db, language, today);
}
