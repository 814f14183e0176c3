import type { ParsedBy } from '@portal/shared/platform/contract';
import type { saveWorkshopHolidaysSchemas } from '@portal/shared/production/rush-tiers';
import { asc, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { invalid } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { workshopHolidays as holidaysTable } from './tables';
import { productionChanged } from './production-signal';

/** The workshop's holidays from `from` on, as the working-day rules take them. */
export async function workshopHolidays(db: Db, from: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: holidaysTable.day })
    .from(holidaysTable)
    .where(gte(holidaysTable.day, from));
  return new Set(rows.map((r) => r.day));
}

/** GET /workshop-holidays: from today on, in date order. */
export function getWorkshopHolidays(db: Db, today: string) {
  return db
    .select({ day: holidaysTable.day, name: holidaysTable.name })
    .from(holidaysTable)
    .where(gte(holidaysTable.day, today))
    .orderBy(asc(holidaysTable.day));
}

/**
 * POST /workshop-holidays: the list replaces the holidays from today on; past ones stay as they were (the dates already
 * promised counted them).
 */
export async function saveWorkshopHolidays(
  db: Db,
  scope: Scope,
  input: ParsedBy<typeof saveWorkshopHolidaysSchemas>['body'],
  today: string,
) {
  input.holidays.forEach((h, index) => {
    if (h.day < today) throw invalid(`holidays.${index}.day`, 'A holiday cannot be in the past');
  });
  await db.transaction(async (tx) => {
    await tx.delete(holidaysTable).where(gte(holidaysTable.day, today));
    if (input.holidays.length) await tx.insert(holidaysTable).values(input.holidays);
    await productionChanged.changed(tx);
    await recordAudit(tx, scope, {
      action: 'production.holidays',
      entityType: 'workshop_holidays',
      details: { days: input.holidays.map((h) => h.day) },
    });
  });
  return getWorkshopHolidays(db, today);
}
