import type { FixingFields, MetalFixing } from '@portal/shared/metal/fixing-schemas';
import { and, count, desc, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { changeContent } from '../../platform/content-generation';
import { conflict, invalid, notFound } from '../../platform/errors';
import { paginated, pageWindow } from '../../platform/paging';
import type { Scope } from '../../platform/scope';
import { applyMasterAlloyPrice } from './metals-service';
import { masterAlloys, metalFixings } from './tables';

type FixingRow = typeof metalFixings.$inferSelect;
type MasterAlloy = typeof masterAlloys.$inferSelect;

const LONDON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The fixing's day is its market's: London's calendar (docs/jewelry-trade.md §2), whatever the server's zone. */
export const londonDay = (at: Date) => LONDON_DAY.format(at);

export const DUPLICATE_FIXING =
  'This metal already has a fixing for this day and session: correct that one instead';
export const FUTURE_FIXING = 'A fixing cannot be in the future';

export function fixingOf(
  row: FixingRow,
  alloy: Pick<MasterAlloy, 'code' | 'fixingId' | 'priceSource'>,
): MetalFixing {
  return {
    id: row.id,
    metal: alloy.code,
    session: row.session as 'AM' | 'PM',
    fixingDate: row.fixingDate,
    source: row.source,
    pricePerOunce: Number(row.pricePerOunce),
    fixedAt: row.fixedAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isCurrent: alloy.priceSource === 'fixing' && alloy.fixingId === row.id,
  };
}

/** GET /metal-fixings: newest first (by the time fixed), by metal and London day. */
export async function listMetalFixings(
  db: Db,
  query: { pageNo: number; pageSize: number; metal?: string; dateFrom?: string; dateTo?: string },
) {
  const conditions: SQL[] = [];
  if (query.metal) conditions.push(eq(masterAlloys.code, query.metal));
  if (query.dateFrom) conditions.push(gte(metalFixings.fixingDate, query.dateFrom));
  if (query.dateTo) conditions.push(lte(metalFixings.fixingDate, query.dateTo));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ fixing: metalFixings, alloy: masterAlloys })
    .from(metalFixings)
    .innerJoin(masterAlloys, eq(masterAlloys.id, metalFixings.masterAlloyId))
    .where(where)
    .orderBy(desc(metalFixings.fixedAt), desc(metalFixings.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ fixings: count() })
    .from(metalFixings)
    .innerJoin(masterAlloys, eq(masterAlloys.id, metalFixings.masterAlloyId))
    .where(where);
  return paginated(
    rows.map(({ fixing, alloy }) => fixingOf(fixing, alloy)),
    total?.fixings ?? 0,
    query,
  );
}

export async function alloyByCode(db: Db, code: string) {
  const [alloy] = await db.select().from(masterAlloys).where(eq(masterAlloys.code, code));
  if (!alloy) throw invalid('metal', 'Unknown metal: choose GOLD, SILVER, PLATINUM or PALLADIUM');
  return alloy;
}

/** The metal's latest fixing by the time it was fixed (the later recorded first when two share a time). */
export async function latestFixing(db: Db, alloyId: number) {
  const [latest] = await db
    .select()
    .from(metalFixings)
    .where(eq(metalFixings.masterAlloyId, alloyId))
    .orderBy(desc(metalFixings.fixedAt), desc(metalFixings.id))
    .limit(1);
  return latest ?? null;
}

/** Another fixing of the same metal, day and session (one per session: the correction call is for changing it). */
async function duplicateOf(db: Db, alloyId: number, day: string, session: string, exceptId?: number) {
  const [found] = await db
    .select({ id: metalFixings.id })
    .from(metalFixings)
    .where(
      and(
        eq(metalFixings.masterAlloyId, alloyId),
        eq(metalFixings.fixingDate, day),
        eq(metalFixings.session, session),
        exceptId === undefined ? undefined : ne(metalFixings.id, exceptId),
      ),
    );
  return found ?? null;
}

/** The database's own guard against two fixings of one session, when two staff record it at the same moment. */
const isDuplicateViolation = (error: unknown): boolean => {
  const of = (e: unknown) => (e as { code?: string; constraint?: string } | null) ?? {};
  const cause = (error as { cause?: unknown } | null)?.cause;
  return [of(error), of(cause)].some(
    (e) => e.code === '23505' && (e.constraint ?? '').includes('day_session'),
  );
};

export async function guardDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDuplicateViolation(error)) throw conflict(DUPLICATE_FIXING);
    throw error;
  }
}

/**
 * After fixings of a master alloy were added or corrected: the alloy's price follows its latest fixing when that one
 * is among `changed` (it became the latest, or it is the current one and was corrected), or when the fixing it rested
 * on was corrected and another one is now the latest. Any other change (an older fixing) leaves every price as it is.
 */
export async function settleAlloyPrice(tx: Db, scope: Scope, alloyId: number, changed: readonly number[]) {
  const [alloy] = await tx.select().from(masterAlloys).where(eq(masterAlloys.id, alloyId));
  const latest = await latestFixing(tx, alloyId);
  if (!alloy || !latest) return;
  const restedOnChanged = alloy.priceSource === 'fixing' && changed.includes(alloy.fixingId ?? -1);
  if (!changed.includes(latest.id) && !restedOnChanged) return;
  await applyMasterAlloyPrice(tx, scope, alloy, latest.pricePerOunce, {
    source: 'fixing',
    fixingId: latest.id,
  });
}

function checkedTime(fields: FixingFields, now: Date) {
  const fixedAt = new Date(fields.fixedAt);
  if (fixedAt.getTime() > now.getTime()) throw invalid('fixedAt', FUTURE_FIXING);
  return { fixedAt, day: londonDay(fixedAt), price: fields.pricePerOunce.toFixed(2) };
}

async function answer(db: Db, id: number) {
  const [row] = await db
    .select({ fixing: metalFixings, alloy: masterAlloys })
    .from(metalFixings)
    .innerJoin(masterAlloys, eq(masterAlloys.id, metalFixings.masterAlloyId))
    .where(eq(metalFixings.id, id));
  if (!row) throw notFound('The fixing');
  return fixingOf(row.fixing, row.alloy);
}

/** POST /metal-fixings: one fixing; when it is the metal's latest, the alloy and its metals are priced from it. */
export async function recordMetalFixing(db: Db, scope: Scope, fields: FixingFields, now = new Date()) {
  const { fixedAt, day, price } = checkedTime(fields, now);
  const alloy = await alloyByCode(db, fields.metal);
  const id = await guardDuplicates(() =>
    changeContent(db, async (tx) => {
      if (await duplicateOf(tx, alloy.id, day, fields.session)) throw conflict(DUPLICATE_FIXING);
      const [row] = await tx
        .insert(metalFixings)
        .values({
          masterAlloyId: alloy.id,
          fixingDate: day,
          session: fields.session,
          source: fields.source,
          pricePerOunce: price,
          fixedAt,
          recordedByUserId: scope.userId,
          recordedAt: now,
          updatedAt: now,
        })
        .returning({ id: metalFixings.id });
      await recordAudit(tx, scope, {
        action: 'metalFixing.record',
        entityType: 'metalFixing',
        entityId: row!.id,
        details: { metal: alloy.code, day, session: fields.session, source: fields.source, price },
      });
      await settleAlloyPrice(tx, scope, alloy.id, [row!.id]);
      return row!.id;
    }),
  );
  return answer(db, id);
}

/** PUT /metal-fixings/{id}: a correction; prices move only when the current fixing or the latest one changed. */
export async function correctMetalFixing(
  db: Db,
  scope: Scope,
  id: number,
  fields: FixingFields,
  now = new Date(),
) {
  const [before] = await db.select().from(metalFixings).where(eq(metalFixings.id, id));
  if (!before) throw notFound('The fixing');
  const { fixedAt, day, price } = checkedTime(fields, now);
  const alloy = await alloyByCode(db, fields.metal);
  if (alloy.id !== before.masterAlloyId)
    throw invalid('metal', 'A fixing’s metal cannot be changed: record a fixing of the other metal instead');
  await guardDuplicates(() =>
    changeContent(db, async (tx) => {
      if (await duplicateOf(tx, alloy.id, day, fields.session, id)) throw conflict(DUPLICATE_FIXING);
      const latestBefore = await latestFixing(tx, alloy.id);
      await tx
        .update(metalFixings)
        .set({
          fixingDate: day,
          session: fields.session,
          source: fields.source,
          pricePerOunce: price,
          fixedAt,
          updatedAt: now,
        })
        .where(eq(metalFixings.id, id));
      await recordAudit(tx, scope, {
        action: 'metalFixing.correct',
        entityType: 'metalFixing',
        entityId: id,
        details: {
          from: {
            day: before.fixingDate,
            session: before.session,
            source: before.source,
            price: before.pricePerOunce,
            fixedAt: before.fixedAt.toISOString(),
          },
          to: { day, session: fields.session, source: fields.source, price, fixedAt: fixedAt.toISOString() },
        },
      });
      // An older fixing that is still not the latest moves no price; the current one, or one that became the latest, does.
      const latestAfter = await latestFixing(tx, alloy.id);
      const becameLatest = latestAfter?.id === id && latestBefore?.id !== id;
      await settleAlloyPrice(
        tx,
        scope,
        alloy.id,
        becameLatest ? [id] : alloy.priceSource === 'fixing' ? [id] : [],
      );
    }),
  );
  return answer(db, id);
}
