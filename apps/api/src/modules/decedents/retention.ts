import type { Language } from '@portal/shared/platform/language';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import type { ScheduledJob } from '../../platform/scheduled-jobs';
import type { MediaStorage } from '../../platform/storage';
import { orderItems, orders } from '../orders/tables';
import { adminSettings } from '../settings/tables';
import { actorOfScope, recordPrintAccess, type PrintActor } from './custody';
import { getDecedent } from './service';
import { fingerprints } from './tables';

/** The staff setting (Configuration, group Memorial): months a print is kept after its last order. */
export const RETENTION_SETTING = 'PRINT_RETENTION_MONTHS';
export const DEFAULT_RETENTION_MONTHS = 24;

/** The months of the setting, read fresh (a saved value holds at the job's next run). */
export async function retentionMonths(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.code, RETENTION_SETTING));
  const months = Number(row?.value);
  return Number.isFinite(months) && months >= 1 ? Math.floor(months) : DEFAULT_RETENTION_MONTHS;
}

const POLICY: Record<Language, (months: number) => string> = {
  en: (months) =>
    `Fingerprints are biometric personal data. They are kept privately, seen only by the funeral home and our staff, and every access is recorded. A print is destroyed, with every copy, ${months} months after its last order (or after it was taken, when it was never ordered), at once when the family withdraws its authorisation, or whenever the family or the funeral home asks.`,
  fr: (months) =>
    `Les empreintes digitales sont des données biométriques personnelles. Elles sont conservées de façon privée, vues seulement par le salon funéraire et notre personnel, et chaque accès est consigné. Une empreinte est détruite, avec toutes ses copies, ${months} mois après sa dernière commande (ou après sa prise, si elle n’a jamais été commandée), dès que la famille retire son autorisation, ou à tout moment à la demande de la famille ou du salon funéraire.`,
};

/** The retention policy as shown where prints are uploaded and on the family page. */
export async function retentionPolicy(db: Db, language: Language) {
  const months = await retentionMonths(db);
  return { retentionMonths: months, text: POLICY[language](months) };
}

/** When a print was last used: its newest order, or when it was taken. */
export const lastUseOf = sql<Date>`greatest(${fingerprints.createdAt}, (
  select max(${orders.orderDate}) from ${orderItems}
  inner join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orderItems.fingerprintId} = ${fingerprints.id}))`.mapWith(fingerprints.createdAt);

/** The day a print is destroyed: its scheduled destruction when locked, else the retention period after its last use. */
export function retainUntil(
  print: { destroyedAt: Date | null; destroyDueAt: Date | null },
  lastUse: Date,
  months: number,
): string | null {
  if (print.destroyedAt) return null;
  if (print.destroyDueAt) return print.destroyDueAt.toISOString();
  const until = new Date(lastUse);
  until.setUTCMonth(until.getUTCMonth() + months);
  return until.toISOString();
}

type PrintRow = typeof fingerprints.$inferSelect;

/**
 * Destroys a print: the picture and its resized copies leave the storage (disk or S3) first, then the row is marked
 * and the destruction logged in one transaction. A failure between the two leaves the row due, and the next attempt
 * removes nothing more (a missing file is not an error).
 */
async function destroyPrint(
  db: Db,
  media: MediaStorage,
  print: PrintRow,
  actor: PrintActor,
  reason: 'request' | 'retention' | 'withdrawn',
  now: Date,
): Promise<void> {
  await media.remove(print.imageKey);
  await db.transaction(async (tx) => {
    await tx
      .update(fingerprints)
      .set({ destroyedAt: now, lockedAt: print.lockedAt ?? now })
      .where(eq(fingerprints.id, print.id));
    await recordPrintAccess(tx, {
      decedentId: print.decedentId,
      fingerprintId: print.id,
      action: 'destroy',
      actor,
      detail: { reason },
      at: now,
    });
  });
}

/** POST /decedents/{id}/fingerprints/{fingerprintId}/destroy: at once, at the family's or the funeral home's word. */
export async function destroyFingerprint(
  services: Services,
  scope: Scope,
  decedentId: number,
  fingerprintId: number,
): Promise<void> {
  await getDecedent(services.db, scope, decedentId);
  const [print] = await services.db
    .select()
    .from(fingerprints)
    .where(and(eq(fingerprints.id, fingerprintId), eq(fingerprints.decedentId, decedentId)));
  if (!print) throw notFound('The fingerprint');
  if (print.destroyedAt) throw conflict('This fingerprint is already destroyed');
  await destroyPrint(services.db, services.media, print, actorOfScope(scope), 'request', services.now());
  await recordAudit(services.db, scope, {
    action: 'fingerprint.destroy',
    entityType: 'decedent',
    entityId: decedentId,
    details: { fingerprintId },
  });
}

/**
 * The retention job's work: destroys every print past the retention period after its last order, and every locked
 * print whose destruction is due (a withdrawn authorisation). Answers how many were destroyed.
 */
export async function destroyPrintsPastRetention(
  db: Db,
  media: MediaStorage,
  now: Date,
): Promise<{ destroyed: number }> {
  const months = await retentionMonths(db);
  const due = await db
    .select()
    .from(fingerprints)
    .where(
      and(
        isNull(fingerprints.destroyedAt),
        or(
          lte(fingerprints.destroyDueAt, now),
          sql`${lastUseOf} + make_interval(months => ${months}) <= ${now.toISOString()}::timestamptz`,
        ),
      ),
    );
  const job: PrintActor = { staff: false };
  for (const print of due)
    await destroyPrint(db, media, print, job, print.destroyDueAt ? 'withdrawn' : 'retention', now);
  return { destroyed: due.length };
}

/**
 * The retention job: hourly, so that the prints of a withdrawn authorisation are gone within the hour; one instance at
 * a time (the platform's lease).
 */
export const printRetentionJob: ScheduledJob = {
  name: 'print-retention',
  isDue: (lastRunAt, now) => lastRunAt === null || now.getTime() - lastRunAt.getTime() >= 3_600_000,
  // Each print is a few storage deletes; a run over thousands of prints stays well within it.
  leaseMs: 15 * 60_000,
  run: (services, now) => destroyPrintsPastRetention(services.db, services.media, now),
};
