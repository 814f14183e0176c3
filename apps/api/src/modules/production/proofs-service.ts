import type { Language } from '@portal/shared/platform/language';
import { MAX_PROOF_IMAGES, type JobProofs, type ProofRound } from '@portal/shared/production/proof-schemas';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors';
import type { UploadedFile } from '../../platform/multipart';
import type { Services } from '../../platform/request-context';
import { isStaff, type Scope } from '../../platform/scope';
import { mediaUrl } from '../../platform/storage';
import { checkFileForUse } from '../media/public';
import { orders } from '../orders/tables';
import { users } from '../users/tables';
import { depositOf } from './deposit-service';
import { jobOf } from './job-of';
import { queueProofRoundMails, type UploadedRound } from './proof-mail';
import { proofImages, proofRounds } from './tables';

export const PROOF_FOLDER = 'production-proofs';

type RoundRow = typeof proofRounds.$inferSelect;

const imageView = (key: string) => ({ url: mediaUrl(key)!, thumbnailUrl: `${mediaUrl(key)!}?w=320` });

/** A job's rounds, newest first, with their images and who uploaded and answered each. */
async function roundsOf(db: Db, orderId: number): Promise<ProofRound[]> {
  const decider = alias(users, 'decider');
  const rows = await db
    .select({
      round: proofRounds,
      uploader: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      decider: sql<string | null>`trim(${decider.firstName} || ' ' || ${decider.lastName})`,
    })
    .from(proofRounds)
    .innerJoin(users, eq(users.id, proofRounds.uploadedByUserId))
    .leftJoin(decider, eq(decider.id, proofRounds.decidedByUserId))
    .where(eq(proofRounds.orderId, orderId))
    .orderBy(desc(proofRounds.number));
  const images = rows.length
    ? await db
        .select()
        .from(proofImages)
        .where(
          inArray(
            proofImages.roundId,
            rows.map((r) => r.round.id),
          ),
        )
        .orderBy(asc(proofImages.rank))
    : [];
  return rows.map(({ round, uploader, decider: decidedBy }) => ({
    id: round.id,
    number: round.number,
    note: round.note,
    images: images.filter((i) => i.roundId === round.id).map((i) => imageView(i.imageKey)),
    uploadedAt: round.uploadedAt.toISOString(),
    uploadedBy: uploader,
    status: round.status as ProofRound['status'],
    decidedAt: round.decidedAt?.toISOString() ?? null,
    decidedBy: round.decidedByUserId ? decidedBy : null,
    signatureName: round.signatureName,
    signatureIp: round.signatureIp,
    comments: round.comments,
  }));
}

/** Staff may upload a round when there is none yet or the customer asked for changes on the latest. */
const mayUpload = (latest: { status: string } | undefined) =>
  !latest || latest.status === 'changes_requested';

/**
 * GET /JobOrders/{id}/proofs: the rounds, newest first, and the deposit. A customer reads its own jobs only; another's
 * is not found.
 */
export async function getJobOrderProofs(
  services: Services,
  scope: Scope,
  orderId: number,
  language: Language,
): Promise<JobProofs> {
  const job = await jobOf(services.db, scope, orderId);
  const [rounds, deposit] = await Promise.all([
    roundsOf(services.db, job.id),
    depositOf(services.db, job.id, language),
  ]);
  return {
    orderId: job.id,
    code: job.code,
    customerId: job.customerId,
    rounds,
    canUpload: mayUpload(rounds[0]),
    deposit,
  };
}

/**
 * POST /JobOrders/{id}/proofs (staff): the next round, numbered after the last. Rounds of one job are uploaded one at a
 * time (a lock on the job); the images are checked before anything is written (size, type from the bytes) and stored
 * once the round is allowed; a round refused after they were stored takes them away again.
 */
export async function uploadProofRound(
  services: Services,
  scope: Scope,
  input: { orderId: number; note?: string | undefined },
  images: readonly UploadedFile[],
  language: Language,
): Promise<JobProofs> {
  if (images.length === 0) throw invalid('images', 'A proof round needs at least one image');
  if (images.length > MAX_PROOF_IMAGES)
    throw invalid('images', `At most ${MAX_PROOF_IMAGES} images go with one proof round`);
  for (const image of images) await checkFileForUse(services.db, 'PRODUCTION_PHOTO', image.data, language);
  const stored: string[] = [];
  let uploaded: UploadedRound;
  try {
    uploaded = await services.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('job_proofs'), ${input.orderId}::int)`);
      const job = await jobOf(tx, scope, input.orderId);
      const [latest] = await tx
        .select({ number: proofRounds.number, status: proofRounds.status })
        .from(proofRounds)
        .where(eq(proofRounds.orderId, job.id))
        .orderBy(desc(proofRounds.number))
        .limit(1);
      if (!mayUpload(latest))
        throw conflict(
          latest!.status === 'approved'
            ? `The proofs of ${job.code} are approved: no further round`
            : `Round ${latest!.number} of ${job.code} awaits the customer's answer`,
        );
      const number = (latest?.number ?? 0) + 1;
      const [round] = await tx
        .insert(proofRounds)
        .values({
          orderId: job.id,
          number,
          note: input.note ?? null,
          uploadedAt: services.now(),
          uploadedByUserId: scope.userId,
        })
        .returning({ id: proofRounds.id });
      for (const image of images) stored.push(await services.media.saveImage(PROOF_FOLDER, image.data));
      await tx
        .insert(proofImages)
        .values(stored.map((imageKey, rank) => ({ roundId: round!.id, imageKey, rank })));
      await recordAudit(tx, scope, {
        action: 'production.proofRound',
        entityType: 'job_order',
        entityId: job.id,
        details: { roundId: round!.id, number, images: stored.length },
      });
      return {
        orderId: job.id,
        code: job.code,
        customerId: job.customerId,
        number,
        note: input.note ?? null,
      };
    });
  } catch (error) {
    await Promise.all(stored.map((key) => services.media.remove(key)));
    throw error;
  }
  await queueProofRoundMails(services, uploaded);
  return getJobOrderProofs(services, scope, input.orderId, language);
}

export type ProofAnswer =
  { kind: 'approve'; signatureName: string; ip: string } | { kind: 'request-changes'; comments: string };

/**
 * The customer's answer to an open round: approval (signed) or changes asked. The update only takes a round still
 * open, so of an approval and a request for changes sent at once, one wins and the other is told the round is
 * answered; a trigger refuses any later change of an answered round. Staff do not sign for the customer.
 */
export async function answerProofRound(
  services: Services,
  scope: Scope,
  target: { orderId: number; roundId: number },
  answer: ProofAnswer,
  language: Language,
): Promise<JobProofs> {
  if (isStaff(scope) || scope.impersonatorId !== null)
    throw forbidden('Only the customer answers a proof round');
  await services.db.transaction(async (tx) => {
    const job = await jobOf(tx, scope, target.orderId);
    const round = await roundOf(tx, job.id, target.roundId);
    const decided = {
      decidedAt: services.now(),
      decidedByUserId: scope.userId,
      ...(answer.kind === 'approve'
        ? { status: 'approved', signatureName: answer.signatureName, signatureIp: answer.ip }
        : { status: 'changes_requested', comments: answer.comments }),
    };
    const [changed] = await tx
      .update(proofRounds)
      .set(decided)
      .where(and(eq(proofRounds.id, round.id), eq(proofRounds.status, 'open')))
      .returning({ id: proofRounds.id });
    if (!changed) throw conflict(`Round ${round.number} of ${job.code} has been answered already`);
    await recordAudit(tx, scope, {
      action: answer.kind === 'approve' ? 'production.proofApproved' : 'production.proofChanges',
      entityType: 'job_order',
      entityId: job.id,
      details: { roundId: round.id, number: round.number },
    });
  });
  return getJobOrderProofs(services, scope, target.orderId, language);
}

/** A round of the job (another job's round is not found). */
export async function roundOf(db: Db, orderId: number, roundId: number): Promise<RoundRow> {
  const [round] = await db
    .select()
    .from(proofRounds)
    .where(and(eq(proofRounds.id, roundId), eq(proofRounds.orderId, orderId)));
  if (!round) throw notFound('The proof round');
  return round;
}

/** A proof image is seen by the order's customer and by staff, never by another customer. */
export async function mayViewProofImage(db: Db, scope: Scope, key: string): Promise<boolean> {
  const [image] = await db
    .select({ customerId: orders.customerId })
    .from(proofImages)
    .innerJoin(proofRounds, eq(proofRounds.id, proofImages.roundId))
    .innerJoin(orders, eq(orders.id, proofRounds.orderId))
    .where(eq(proofImages.imageKey, key));
  return image !== undefined && (isStaff(scope) || image.customerId === scope.customerId);
}
