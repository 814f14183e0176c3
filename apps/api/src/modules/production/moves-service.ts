import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import type { moveJobOrdersStageSchemas } from '@portal/shared/production/move-job-orders-stage';
import { MAX_STAGE_PHOTOS, type JobTimeline } from '@portal/shared/production/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { conflict, invalid } from '../../platform/errors';
import type { UploadedFile } from '../../platform/multipart';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { checkFileForUse } from '../media/public';
import { assertDepositAllows } from './deposit-service';
import { assertNotHeld } from '../orders/public';
import { jobOf } from './job-of';
import { assertRepairPriceApproved } from './repair-price-service';
import { queueStageMails, type StageChange } from './stage-mail';
import { stagesForServiceType } from './stages-service';
import { jobCurrentStages, jobStageMoves, jobStagePhotos } from './tables';
import { getJobOrderTimeline } from './timeline-service';
import { productionChanged } from './production-signal';

/** A job that will not be made does not move through production. */
const CLOSED_UNMADE = ['CANCELLED', 'DECLINED'];
export const PHOTO_FOLDER = 'production-photos';

export interface MoveRequest {
  orderId: number;
  /** The stage the mover saw the job in; null when it had not started. */
  fromStageId: number | null;
  /** Absent: the job's next stage. */
  stageId?: number | undefined;
  reason?: string | undefined;
  note?: string | undefined;
}

/**
 * One job's move, inside the caller's transaction. Moves of one job take turns (an advisory lock on it) and each
 * checks the job is still where its mover saw it: of twenty movers at once, one moves the job and the others are told
 * it has moved. Backward only with a reason.
 */
async function moveOne(
  tx: Db,
  scope: Scope,
  request: MoveRequest,
  movedAt: Date,
  savePhotos: () => Promise<string[]>,
  language: Language,
): Promise<StageChange> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('job_stage'), ${request.orderId}::int)`);
  const job = await jobOf(tx, scope, request.orderId);
  if (CLOSED_UNMADE.includes(job.statusCode))
    throw conflict(`${job.code} is cancelled or declined: it does not move through production`);
  assertNotHeld(job);
  await assertRepairPriceApproved(tx, job);
  const stages = await stagesForServiceType(tx, job.serviceTypeId);
  const [current] = await tx.select().from(jobCurrentStages).where(eq(jobCurrentStages.orderId, job.id));
  if ((current?.stageId ?? null) !== request.fromStageId)
    throw conflict(`${job.code} has moved since you saw it: look at its stage again`);
  // A job whose stage left its list (its service type got stages of its own) starts the list again.
  const currentIndex = current ? stages.findIndex((s) => s.id === current.stageId) : -1;
  let targetIndex: number;
  if (request.stageId !== undefined) {
    targetIndex = stages.findIndex((s) => s.id === request.stageId);
    if (targetIndex < 0) throw invalid('stageId', `This stage is not one of the stages of ${job.code}`);
    if (targetIndex === currentIndex) throw conflict(`${job.code} is already at this stage`);
  } else {
    targetIndex = currentIndex + 1;
    if (targetIndex >= stages.length) throw conflict(`${job.code} is at its last stage already`);
  }
  const backward = targetIndex < currentIndex;
  // A stage cannot be skipped backward without a reason.
  if (backward && !request.reason) throw invalid('reason', 'A move backward needs a reason');
  await assertDepositAllows(tx, job, stages, { currentIndex, targetIndex }, language);
  const target = stages[targetIndex]!;
  const [move] = await tx
    .insert(jobStageMoves)
    .values({
      orderId: job.id,
      fromStageId: current?.stageId ?? null,
      toStageId: target.id,
      backward,
      reason: request.reason ?? null,
      note: request.note ?? null,
      movedAt,
      movedByUserId: scope.userId,
      impersonatorId: scope.impersonatorId,
    })
    .returning({ id: jobStageMoves.id });
  const keys = await savePhotos();
  if (keys.length > 0)
    await tx
      .insert(jobStagePhotos)
      .values(keys.map((imageKey, rank) => ({ moveId: move!.id, imageKey, rank })));
  await tx
    .insert(jobCurrentStages)
    .values({ orderId: job.id, stageId: target.id, reachedAt: movedAt })
    .onConflictDoUpdate({
      target: jobCurrentStages.orderId,
      set: { stageId: target.id, reachedAt: movedAt },
    });
  await productionChanged.changed(tx);
  await recordAudit(tx, scope, {
    action: 'production.move',
    entityType: 'job_order',
    entityId: job.id,
    details: {
      moveId: move!.id,
      fromStageId: current?.stageId ?? null,
      toStageId: target.id,
      backward,
      photos: keys.length,
    },
  });
  return {
    orderId: job.id,
    code: job.code,
    customerId: job.customerId,
    stage: target,
    isLast: targetIndex === stages.length - 1,
    note: request.note ?? null,
  };
}

/**
 * POST /JobOrders/{id}/stage. The photos are checked before anything is written (size, and type from the bytes:
 * 413, 415) and stored once the move is allowed; a move refused after they were stored takes them away again.
 */
export async function moveJobOrderStage(
  services: Services,
  scope: Scope,
  request: MoveRequest,
  photos: readonly UploadedFile[],
  language: Language,
): Promise<JobTimeline> {
  if (photos.length > MAX_STAGE_PHOTOS)
    throw invalid('photos', `At most ${MAX_STAGE_PHOTOS} photos go with one move`);
  for (const photo of photos) await checkFileForUse(services.db, 'PRODUCTION_PHOTO', photo.data, language);
  const stored: string[] = [];
  const savePhotos = async () => {
    for (const photo of photos) stored.push(await services.media.saveImage(PHOTO_FOLDER, photo.data));
    return stored;
  };
  let change: StageChange;
  try {
    change = await services.db.transaction((tx) =>
      moveOne(tx, scope, request, services.now(), savePhotos, language),
    );
  } catch (error) {
    await Promise.all(stored.map((key) => services.media.remove(key)));
    throw error;
  }
  await queueStageMails(services, [change]);
  return getJobOrderTimeline(services, scope, request.orderId, language);
}

type BulkInput = ParsedBy<typeof moveJobOrdersStageSchemas>['body'];

/** POST /JobOrders/stage: every job moves or none does (one transaction), in id order so two bulks cannot deadlock. */
export async function moveJobOrdersStage(
  services: Services,
  scope: Scope,
  input: BulkInput,
  language: Language,
): Promise<{ moved: number }> {
  const ids = input.jobs.map((j) => j.jobOrderId);
  if (new Set(ids).size !== ids.length) throw invalid('jobs', 'A job is listed twice');
  const jobs = [...input.jobs].sort((a, b) => a.jobOrderId - b.jobOrderId);
  const movedAt = services.now();
  const changes = await services.db.transaction(async (tx) => {
    const done: StageChange[] = [];
    for (const job of jobs)
      done.push(
        await moveOne(
          tx,
          scope,
          {
            orderId: job.jobOrderId,
            fromStageId: job.fromStageId,
            stageId: input.stageId,
            reason: input.reason,
            note: input.note,
          },
          movedAt,
          async () => [],
          language,
        ),
      );
    return done;
  });
  await queueStageMails(services, changes);
  return { moved: changes.length };
}
