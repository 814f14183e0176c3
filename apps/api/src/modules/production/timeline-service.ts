import type { Language } from '@portal/shared/platform/language';
import { expectedStageDays } from '@portal/shared/production/rules';
import type { JobTimeline } from '@portal/shared/production/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/query-rows';
import { notFound } from '../../platform/errors';
import { localName } from '../../platform/language';
import type { Services } from '../../platform/request-context';
import { assertCustomerAccess, isStaff, type Scope } from '../../platform/scope';
import { mediaUrl } from '../../platform/storage';
import { orders } from '../orders/tables';
import { serviceTypes } from '../reference/tables';
import { users } from '../users/tables';
import { keptStagesForServiceType } from './stages-service';
import { jobCurrentStages, jobStageMoves, jobStagePhotos, productionStages } from './tables';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * GET /JobOrders/{id}/timeline: the job's stages, each done (with the day it was last reached), current, or coming
 * (with the day it is expected, in working days), and every move, newest first, with its photos. A customer reads
 * its own jobs only; another's is not found.
 */
export async function getJobOrderTimeline(
  services: Services,
  scope: Scope,
  orderId: number,
  language: Language,
): Promise<JobTimeline> {
  const { db } = services;
  // The job and its moves in one round trip: the moves are dropped unread when the caller may not see the job.
  const queries = timelineQueries(db);
  const [[job], moveRows] = await Promise.all([
    queries.job.execute({ orderId }),
    queries.moves.execute({ orderId }),
  ]);
  const moves = movesView(moveRows, language);
  if (!job) throw notFound('The job order');
  assertCustomerAccess(scope, job.customerId, 'The job order');
  const { current } = job;
  const stages = await keptStagesForServiceType(db, job.serviceTypeId);
  const currentIndex = current ? stages.findIndex((s) => s.id === current.stageId) : -1;
  const today = dayOf(services.now());
  const expected = expectedStageDays(
    stages.map((s) => s.expectedDays),
    currentIndex,
    dayOf(current?.reachedAt ?? services.now()),
    today,
  );
  // The day each stage was last reached; a stage redone after a move backward shows its latest day.
  const reached = new Map<number, string>();
  for (const move of [...moves.rows].reverse()) reached.set(move.toStageId, move.movedAt.toISOString());
  const timelineStages = stages.map((stage, index) => {
    const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'coming';
    return {
      id: stage.id,
      name: localName(language, stage),
      expectedDays: stage.expectedDays,
      state,
      reachedAt: state === 'coming' ? null : (reached.get(stage.id) ?? null),
      expectedOn: expected[index] ?? null,
    } as const;
  });
  const last = stages.length - 1;
  return {
    orderId: job.id,
    code: job.code,
    serviceTypeName: job.serviceTypeName
      ? localName(language, {
          name: job.serviceTypeName,
          nameFr: job.serviceTypeNameFr ?? job.serviceTypeName,
        })
      : null,
    currentStageId: current?.stageId ?? null,
    stages: timelineStages,
    expectedFinishOn: currentIndex === last ? null : (expected[last] ?? null),
    moves: moves.view,
  };
}

/**
 * The timeline's two statements, prepared once per connection (docs/benchmarks.md: a timeline is read as often as the
 * order lists): the job with its service type and current stage, and its moves, newest first, with the stages, the
 * mover and the photos' keys in their order.
 */
const timelineQueries = preparedPerDatabase((db) => {
  const from = alias(productionStages, 'from_stage');
  const orderId = sql.placeholder('orderId');
  return {
    job: db
      .select({
        id: orders.id,
        code: orders.code,
        customerId: orders.customerId,
        serviceTypeId: orders.serviceTypeId,
        serviceTypeName: serviceTypes.name,
        serviceTypeNameFr: serviceTypes.nameFr,
        current: { stageId: jobCurrentStages.stageId, reachedAt: jobCurrentStages.reachedAt },
      })
      .from(orders)
      .leftJoin(serviceTypes, eq(serviceTypes.id, orders.serviceTypeId))
      .leftJoin(jobCurrentStages, eq(jobCurrentStages.orderId, orders.id))
      .where(and(eq(orders.id, orderId), eq(orders.kind, 'JO')))
      .prepare('job_timeline_job'),
    moves: db
      .select({
        move: jobStageMoves,
        from,
        to: productionStages,
        firstName: users.firstName,
        lastName: users.lastName,
        photoKeys: sql<string[]>`coalesce((
          select json_agg(${jobStagePhotos.imageKey} order by ${jobStagePhotos.rank})
          from ${jobStagePhotos} where ${jobStagePhotos.moveId} = ${jobStageMoves.id}
        ), '[]'::json)`,
      })
      .from(jobStageMoves)
      .innerJoin(productionStages, eq(productionStages.id, jobStageMoves.toStageId))
      .leftJoin(from, eq(from.id, jobStageMoves.fromStageId))
      .innerJoin(users, eq(users.id, jobStageMoves.movedByUserId))
      .where(eq(jobStageMoves.orderId, orderId))
      .orderBy(desc(jobStageMoves.movedAt), desc(jobStageMoves.id))
      .prepare('job_timeline_moves'),
  };
});

type MoveRow = Awaited<ReturnType<ReturnType<typeof timelineQueries>['moves']['execute']>>[number];

/** The moves as the timeline shows them: the stages' names in the reader's language, the mover, the photos. */
function movesView(rows: MoveRow[], language: Language) {
  return {
    rows: rows.map((r) => ({ toStageId: r.move.toStageId, movedAt: r.move.movedAt })),
    view: rows.map(({ move, from: f, to, firstName, lastName, photoKeys }) => ({
      id: move.id,
      fromStage: f ? localName(language, f) : null,
      toStage: localName(language, to),
      backward: move.backward,
      reason: move.reason,
      note: move.note,
      photos: photoKeys.map((key) => ({ url: mediaUrl(key)!, thumbnailUrl: `${mediaUrl(key)!}?w=320` })),
      movedAt: move.movedAt.toISOString(),
      movedBy: `${firstName} ${lastName}`.trim(),
    })),
  };
}

/** A move's photo is seen by the order's customer and by staff, never by another customer. */
export async function mayViewStagePhoto(db: Db, scope: Scope, key: string): Promise<boolean> {
  const [photo] = await db
    .select({ customerId: orders.customerId })
    .from(jobStagePhotos)
    .innerJoin(jobStageMoves, eq(jobStageMoves.id, jobStagePhotos.moveId))
    .innerJoin(orders, eq(orders.id, jobStageMoves.orderId))
    .where(eq(jobStagePhotos.imageKey, key));
  return photo !== undefined && (isStaff(scope) || photo.customerId === scope.customerId);
}
