import { randomUUID } from 'node:crypto';
import type { Authorization } from '@portal/shared/decedents/custody-schemas';
import type { authorizationBody } from '@portal/shared/decedents/custody-schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { conflict, invalid, notFound } from '../../platform/errors';
import { sendFile } from '../../platform/file-reply';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { customers } from '../customers/tables';
import { users } from '../users/tables';
import { AUTHORIZATION_FOLDER } from './authorization-files';
import { authorizationPdf } from './authorization-pdf';
import { actorOfScope, recordPrintAccess } from './custody';
import { retentionPolicy } from './retention';
import { getDecedent } from './service';
import { currentStatement } from './statements';
import { authorizationStatements, decedents, fingerprints, printAuthorizations } from './tables';

type Row = typeof printAuthorizations.$inferSelect;

const pdfUrlOf = (row: Row) => `/api/decedents/${row.decedentId}/authorizations/${row.id}/pdf`;
const nameOf = (user: { firstName: string | null; lastName: string | null } | null) =>
  user?.firstName == null ? null : `${user.firstName} ${user.lastName ?? ''}`.trim();

const authorizationOf = (row: Row, version: number, recordedBy: string | null): Authorization => ({
  id: row.id,
  decedentId: row.decedentId,
  statementVersion: version,
  statementText: row.statementText,
  language: row.language === 'fr' ? 'fr' : 'en',
  signerName: row.signerName,
  relationship: row.relationship,
  email: row.email,
  phone: row.phone,
  signatureKind: row.signatureKind === 'drawn' ? 'drawn' : 'typed',
  signatureText: row.signatureText,
  signedAt: row.signedAt.toISOString(),
  recordedBy,
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  withdrawalReason: row.withdrawalReason,
  pdfUrl: pdfUrlOf(row),
});

async function authorizationRows(db: Db, decedentId: number, authId?: number) {
  return db
    .select({
      row: printAuthorizations,
      version: authorizationStatements.version,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(printAuthorizations)
    .innerJoin(authorizationStatements, eq(authorizationStatements.id, printAuthorizations.statementId))
    .leftJoin(users, eq(users.id, printAuthorizations.recordedBy))
    .where(
      and(
        eq(printAuthorizations.decedentId, decedentId),
        authId === undefined ? undefined : eq(printAuthorizations.id, authId),
      ),
    )
    .orderBy(desc(printAuthorizations.signedAt), desc(printAuthorizations.id));
}

/** GET /decedents/{id}/authorizations. */
export async function getAuthorizations(db: Db, scope: Scope, decedentId: number, language: Language) {
  await getDecedent(db, scope, decedentId);
  const rows = await authorizationRows(db, decedentId);
  return {
    statement: await currentStatement(db),
    authorizations: rows.map((r) => authorizationOf(r.row, r.version, nameOf(r))),
    authorized: rows.some((r) => r.row.withdrawnAt === null),
    retention: await retentionPolicy(db, language),
  };
}

async function authorization(db: Db, decedentId: number, authId: number) {
  const [found] = await authorizationRows(db, decedentId, authId);
  if (!found) throw notFound('The authorisation');
  return found;
}

/** A drawn signature as kept: a PNG by its content, of a sensible size, written again (nothing else carried over). */
async function signaturePicture(dataUrl: string): Promise<Buffer> {
  const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  if (meta?.format !== 'png' || !meta.width || !meta.height)
    throw invalid('signature', 'The drawn signature must be a PNG picture');
  if (meta.width < 40 || meta.height < 20 || meta.width > 3000 || meta.height > 3000)
    throw invalid('signature', 'The drawn signature must be between 40×20 and 3000×3000 pixels');
  return sharp(data).png().toBuffer();
}

/** Draws the signed PDF of an authorisation and keeps it; answers its bytes. */
async function keepPdf(services: Services, db: Db, row: Row, version: number): Promise<Buffer> {
  const [about] = await db
    .select({
      firstName: decedents.firstName,
      lastName: decedents.lastName,
      referenceNumber: decedents.referenceNumber,
      customerId: decedents.customerId,
    })
    .from(decedents)
    .where(eq(decedents.id, row.decedentId));
  const [home] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, about!.customerId));
  const [recorder] = row.recordedBy
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, row.recordedBy))
    : [];
  const pdf = await authorizationPdf({
    id: row.id,
    language: row.language === 'fr' ? 'fr' : 'en',
    funeralHome: home?.name ?? '',
    decedentName: `${about!.firstName} ${about!.lastName}`,
    referenceNumber: about!.referenceNumber,
    signerName: row.signerName,
    relationship: row.relationship,
    email: row.email,
    phone: row.phone,
    statementVersion: version,
    statementText: row.statementText,
    signatureText: row.signatureText,
    signatureImage: row.signatureKey ? await services.media.read(row.signatureKey) : null,
    signedAt: row.signedAt,
    recordedBy: nameOf(recorder ?? null),
  });
  const key = `${AUTHORIZATION_FOLDER}/${randomUUID()}.pdf`;
  await services.media.write(key, pdf, 'application/pdf');
  await db.update(printAuthorizations).set({ pdfKey: key }).where(eq(printAuthorizations.id, row.id));
  return pdf;
}

/**
 * POST /decedents/{id}/authorizations: on the current statement only (the signer saw that text); the drawn signature
 * is written first and removed again if the record fails, and the signed PDF is kept in the same transaction.
 */
export async function recordAuthorization(
  services: Services,
  scope: Scope,
  decedentId: number,
  input: z.output<typeof authorizationBody>,
): Promise<Authorization> {
  const decedent = await getDecedent(services.db, scope, decedentId);
  if (decedent.archived)
    throw conflict('This decedent is archived: bring the record back before recording an authorisation.');
  const statement = await currentStatement(services.db);
  if (!statement || statement.id !== input.statementId)
    throw conflict(
      'The statement has a newer version: reload the page and have the person read the current one.',
    );
  const signatureKey =
    input.signature.kind === 'drawn' ? `${AUTHORIZATION_FOLDER}/${randomUUID()}.png` : null;
  if (input.signature.kind === 'drawn')
    await services.media.write(signatureKey!, await signaturePicture(input.signature.image), 'image/png');
  const written: string[] = signatureKey ? [signatureKey] : [];
  try {
    const id = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(printAuthorizations)
        .values({
          decedentId,
          statementId: statement.id,
          statementText: input.language === 'fr' ? statement.textFr : statement.textEn,
          language: input.language,
          signerName: input.signerName,
          relationship: input.relationship,
          email: input.email,
          phone: input.phone,
          signatureKind: input.signature.kind,
          signatureText: input.signature.kind === 'typed' ? input.signature.text : null,
          signatureKey,
          signedAt: services.now(),
          recordedBy: scope.userId,
          recordedImpersonator: scope.impersonatorId,
        })
        .returning();
      await keepPdf(services, tx, row!, statement.version);
      const [kept] = await tx
        .select({ pdfKey: printAuthorizations.pdfKey })
        .from(printAuthorizations)
        .where(eq(printAuthorizations.id, row!.id));
      written.push(kept!.pdfKey!);
      await recordPrintAccess(tx, {
        decedentId,
        fingerprintId: null,
        action: 'authorize',
        actor: actorOfScope(scope),
        detail: { authorizationId: row!.id },
      });
      await recordAudit(tx, scope, {
        action: 'decedent.authorize',
        entityType: 'decedent',
        entityId: decedentId,
        details: { authorizationId: row!.id },
      });
      return row!.id;
    });
    const found = await authorization(services.db, decedentId, id);
    return authorizationOf(found.row, found.version, nameOf(found));
  } catch (error) {
    await Promise.all(written.map((key) => services.media.remove(key)));
    throw error;
  }
}

/**
 * POST /decedents/{id}/authorizations/{authId}/withdraw: the family takes its authorisation back, so the decedent's
 * prints are locked at once and due for destruction at the retention job's next run.
 */
export async function withdrawAuthorization(
  services: Services,
  scope: Scope,
  decedentId: number,
  authId: number,
  reason: string | null,
): Promise<Authorization> {
  await getDecedent(services.db, scope, decedentId);
  const found = await authorization(services.db, decedentId, authId);
  if (found.row.withdrawnAt) throw conflict('This authorisation is already withdrawn');
  const now = services.now();
  await services.db.transaction(async (tx) => {
    await tx
      .update(printAuthorizations)
      .set({ withdrawnAt: now, withdrawnBy: scope.userId, withdrawalReason: reason })
      .where(and(eq(printAuthorizations.id, authId), isNull(printAuthorizations.withdrawnAt)));
    const locked = await tx
      .update(fingerprints)
      .set({ lockedAt: now, destroyDueAt: now })
      .where(
        and(
          eq(fingerprints.decedentId, decedentId),
          isNull(fingerprints.destroyedAt),
          isNull(fingerprints.lockedAt),
        ),
      )
      .returning({ id: fingerprints.id });
    await recordPrintAccess(tx, {
      decedentId,
      fingerprintId: null,
      action: 'withdraw',
      actor: actorOfScope(scope),
      detail: { authorizationId: authId, printsLocked: locked.length },
    });
    await recordAudit(tx, scope, {
      action: 'decedent.authorization.withdraw',
      entityType: 'decedent',
      entityId: decedentId,
      details: { authorizationId: authId, printsLocked: locked.length },
    });
  });
  const withdrawn = await authorization(services.db, decedentId, authId);
  return authorizationOf(withdrawn.row, withdrawn.version, nameOf(withdrawn));
}

/** GET /decedents/{id}/authorizations/{authId}/pdf: the kept PDF (the demo's is drawn and kept on first download). */
export async function sendAuthorizationPdf(
  services: Services,
  scope: Scope,
  reply: FastifyReply,
  decedentId: number,
  authId: number,
): Promise<FastifyReply> {
  await getDecedent(services.db, scope, decedentId);
  const found = await authorization(services.db, decedentId, authId);
  const kept = found.row.pdfKey ? await services.media.read(found.row.pdfKey) : null;
  const data = kept ?? (await keepPdf(services, services.db, found.row, found.version));
  return sendFile(reply, {
    data,
    contentType: 'application/pdf',
    fileName: `authorisation-${authId}.pdf`,
    disposition: 'attachment',
  });
}
