import { randomUUID } from 'node:crypto';
import {
  CONSENT_STATEMENTS,
  fingerprintUploadFields,
  type Fingerprint,
  type FingerprintRef,
} from '@portal/shared/decedents/schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { decedents, fingerprints } from './tables';
import { users } from '../users/tables';
import { recordAudit } from '../../platform/audit';
import { conflict, invalid } from '../../platform/errors';
import { parseFields, type UploadedFile } from '../../platform/multipart';
import type { Services } from '../../platform/request-context';
import { isStaff, type Scope } from '../../platform/scope';
import { mediaUrl } from '../../platform/storage';
import { actorOfScope, assertPrintUsable, recordPrintAccess } from './custody';
import { checkFingerprint } from './fingerprint-quality';
import { lastUseOf, retainUntil, retentionMonths } from './retention';
import { getDecedent } from './service';

/** The private folder of the prints: the media route serves them only to the owning customer and staff. */
export const FINGERPRINT_FOLDER = 'fingerprints';

const CONSENT_REQUIRED: Record<Language, string> = {
  en: 'Consent is required before a fingerprint is kept: tick the consent box.',
  fr: 'Le consentement est requis avant de conserver une empreinte : cochez la case de consentement.',
};

type PrintRow = typeof fingerprints.$inferSelect;

const fingerprintOf = (
  row: PrintRow,
  recordedBy: string | null,
  retention: { lastUse: Date; months: number },
): Fingerprint => ({
  id: row.id,
  decedentId: row.decedentId,
  label: row.label,
  imageUrl: mediaUrl(row.imageKey)!,
  width: row.width,
  height: row.height,
  consentGivenBy: row.consentGivenBy,
  consentStatement: row.consentStatement,
  consentRecordedBy: recordedBy,
  consentedAt: row.consentedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  lockedAt: row.lockedAt?.toISOString() ?? null,
  destroyedAt: row.destroyedAt?.toISOString() ?? null,
  retainUntil: retainUntil(row, retention.lastUse, retention.months),
});

/**
 * GET decedents/{id}/fingerprints: newest first, with who recorded the consent and the day each is destroyed; one print
 * when `fingerprintId` is given.
 */
export async function getDecedentFingerprints(
  db: Db,
  scope: Scope,
  decedentId: number,
  fingerprintId?: number,
): Promise<Fingerprint[]> {
  await getDecedent(db, scope, decedentId);
  const months = await retentionMonths(db);
  const rows = await db
    .select({
      print: fingerprints,
      firstName: users.firstName,
      lastName: users.lastName,
      lastUse: lastUseOf,
    })
    .from(fingerprints)
    .leftJoin(users, eq(users.id, fingerprints.consentRecordedBy))
    .where(
      and(
        eq(fingerprints.decedentId, decedentId),
        fingerprintId === undefined ? undefined : eq(fingerprints.id, fingerprintId),
      ),
    )
    .orderBy(desc(fingerprints.createdAt), desc(fingerprints.id));
  return rows.map((r) =>
    fingerprintOf(r.print, r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(), {
      lastUse: r.lastUse,
      months,
    }),
  );
}

/**
 * POST /decedents/{id}/fingerprints: consent first (nothing is read without it), then the picture's quality check; a
 * refusal keeps nothing. The picture is written before its row, so a row never names a missing file; a failed insert
 * removes the file again.
 */
export async function uploadFingerprint(
  services: Services,
  scope: Scope,
  decedentId: number,
  form: { fields: Record<string, string | string[]>; files: UploadedFile[] },
  language: Language,
): Promise<Fingerprint> {
  const decedent = await getDecedent(services.db, scope, decedentId);
  if (decedent.archived)
    throw conflict('This decedent is archived: bring the record back before adding a fingerprint.');
  const fields = parseFields(fingerprintUploadFields, form.fields);
  if (fields.consent !== 'true') throw invalid('consent', CONSENT_REQUIRED[language]);
  const files = form.files.filter((f) => f.field === 'file');
  if (files.length !== 1) throw invalid('file', 'Choose the fingerprint picture to upload.');
  const checked = await checkFingerprint(files[0]!.data, language);
  const imageKey = `${FINGERPRINT_FOLDER}/${randomUUID()}.png`;
  await services.media.write(imageKey, checked.png);
  let row: PrintRow;
  try {
    row = await services.db.transaction(async (tx) => {
      const [print] = await tx
        .insert(fingerprints)
        .values({
          decedentId: decedent.id,
          imageKey,
          label: fields.label ?? null,
          width: checked.width,
          height: checked.height,
          contrast: checked.contrast,
          sharpness: checked.sharpness,
          consentGivenBy: fields.consentGivenBy,
          consentStatement: CONSENT_STATEMENTS[language],
          consentRecordedBy: scope.userId,
          consentRecordedImpersonator: scope.impersonatorId,
          consentedAt: services.now(),
        })
        .returning();
      await recordAudit(tx, scope, {
        action: 'fingerprint.upload',
        entityType: 'decedent',
        entityId: decedent.id,
        details: { fingerprintId: print!.id, consentGivenBy: fields.consentGivenBy },
      });
      return print!;
    });
  } catch (error) {
    await services.media.remove(imageKey);
    throw error;
  }
  const [kept] = await getDecedentFingerprints(services.db, scope, decedent.id, row.id);
  return kept!;
}

/**
 * Whether the caller may be served the print under `key`: staff, or a user of the decedent's funeral home, while the
 * print is neither locked nor destroyed. Each picture served is an access in the chain of custody: a resized copy is
 * what the screens show (a view); the original file, at full resolution, is only fetched to be kept or passed on
 * elsewhere (a download). docs/decisions.md "Chain of custody".
 */
export async function mayViewFingerprint(
  db: Db,
  scope: Scope,
  key: string,
  asked: { width: number | null },
): Promise<boolean> {
  const [row] = await db
    .select({
      id: fingerprints.id,
      decedentId: fingerprints.decedentId,
      customerId: decedents.customerId,
      lockedAt: fingerprints.lockedAt,
      destroyedAt: fingerprints.destroyedAt,
    })
    .from(fingerprints)
    .innerJoin(decedents, eq(decedents.id, fingerprints.decedentId))
    .where(eq(fingerprints.imageKey, key));
  const allowed =
    row !== undefined &&
    row.lockedAt === null &&
    row.destroyedAt === null &&
    (isStaff(scope) || row.customerId === scope.customerId);
  if (allowed)
    await recordPrintAccess(db, {
      decedentId: row.decedentId,
      fingerprintId: row.id,
      action: asked.width === null ? 'download' : 'view',
      actor: actorOfScope(scope),
    });
  return allowed;
}

/** What cart and order lines show of their prints. */
export async function fingerprintRefs(db: Db, ids: readonly number[]): Promise<Map<number, FingerprintRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ print: fingerprints, firstName: decedents.firstName, lastName: decedents.lastName })
    .from(fingerprints)
    .innerJoin(decedents, eq(decedents.id, fingerprints.decedentId))
    .where(inArray(fingerprints.id, unique));
  return new Map(
    rows.map((r) => [
      r.print.id,
      {
        id: r.print.id,
        decedentId: r.print.decedentId,
        decedentName: `${r.firstName} ${r.lastName}`,
        label: r.print.label,
        imageUrl: mediaUrl(r.print.imageKey)!,
      },
    ]),
  );
}

/**
 * A print a memorial line may be made from: one of the given customer's decedents, not archived. Anything else is
 * refused on the field, the same way whether the print is another customer's or does not exist.
 */
export async function assertFingerprintUsable(
  db: Db,
  customerId: number | null,
  fingerprintId: number,
  field = 'fingerprintId',
): Promise<void> {
  if (customerId === null) throw invalid(field, 'Sign in as a funeral home to use a fingerprint');
  const [row] = await db
    .select({ id: fingerprints.id })
    .from(fingerprints)
    .innerJoin(decedents, eq(decedents.id, fingerprints.decedentId))
    .where(
      and(
        eq(fingerprints.id, fingerprintId),
        eq(decedents.customerId, customerId),
        isNull(decedents.archivedAt),
      ),
    );
  if (!row) throw invalid(field, 'This fingerprint is not one of your decedents’ prints');
  await assertPrintUsable(db, fingerprintId, field);
}

/** The prints of an order's lines all belong to its customer (a cart moved to another customer by staff). */
export async function fingerprintsBelongTo(
  db: Db,
  customerId: number,
  fingerprintIds: readonly number[],
): Promise<boolean> {
  const unique = [...new Set(fingerprintIds)];
  if (unique.length === 0) return true;
  const rows = await db
    .select({ id: fingerprints.id })
    .from(fingerprints)
    .innerJoin(decedents, eq(decedents.id, fingerprints.decedentId))
    .where(and(inArray(fingerprints.id, unique), eq(decedents.customerId, customerId)));
  return rows.length === unique.length;
}
