import type { recordMetalMovementSchemas } from '@portal/shared/metal/record-metal-movement';
import type { JobMetal, ProductionStep } from '@portal/shared/metal/movement-schemas';
import { PRODUCTION_STEPS } from '@portal/shared/metal/movement-schemas';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { micros, toFixedString } from '@portal/shared/platform/decimal';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Services } from '../../platform/request-context';
import { recordAudit } from '../../platform/audit';
import { invalid, notFound } from '../../platform/errors';
import { localName } from '../../platform/language';
import type { Scope } from '../../platform/scope';
import { masterAlloys, metals } from '../catalog/tables';
import { orders } from '../orders/tables';
import { users } from '../users/tables';
import { issuedSum, returnedSum } from './movement-sums';
import { metalMovements } from './tables';
import { balanceOf, gramsNumber, lossExceeds } from './weights';

/** The job order of that id (a sales order or a quote has no production, so it is not one). */
async function jobOrderOf(db: Db, orderId: number) {
  const [order] = await db
    .select({ id: orders.id, code: orders.code })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.kind, 'JO')));
  if (!order) throw notFound('The job order');
  return order;
}

/** What a job's metal movements add up to, per metal: what its master alloy's loss threshold is measured against. */
async function balancesPerMetal(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: metalMovements.orderId,
      metalId: metalMovements.metalId,
      threshold: masterAlloys.lossThresholdPercent,
      issued: issuedSum,
      returned: returnedSum,
    })
    .from(metalMovements)
    .innerJoin(metals, eq(metals.id, metalMovements.metalId))
    .innerJoin(masterAlloys, eq(masterAlloys.id, metals.masterAlloyId))
    .where(inArray(metalMovements.orderId, [...orderIds]))
    .groupBy(metalMovements.orderId, metalMovements.metalId, masterAlloys.lossThresholdPercent);
}

/** GET /JobOrders/{id}/metal-movements: the job's movements, newest first, and its loss per step and in all. */
export async function getJobMetal(db: Db, orderId: number, language: Language): Promise<JobMetal> {
  const order = await jobOrderOf(db, orderId);
  const rows = await db
    .select({
      movement: metalMovements,
      metalName: metals.name,
      metalNameFr: metals.nameFr,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(metalMovements)
    .innerJoin(metals, eq(metals.id, metalMovements.metalId))
    .innerJoin(users, eq(users.id, metalMovements.recordedByUserId))
    .where(eq(metalMovements.orderId, orderId))
    .orderBy(desc(metalMovements.movedAt), desc(metalMovements.id));
  const stepRows = await db
    .select({ step: metalMovements.step, issued: issuedSum, returned: returnedSum })
    .from(metalMovements)
    .where(eq(metalMovements.orderId, orderId))
    .groupBy(metalMovements.step);
  const [total] = await db
    .select({ issued: issuedSum, returned: returnedSum })
    .from(metalMovements)
    .where(eq(metalMovements.orderId, orderId));
  const perMetal = await balancesPerMetal(db, [orderId]);
  const thresholds = perMetal.map((r) => micros(r.threshold));
  const lowest = thresholds.length ? thresholds.reduce((a, b) => (b < a ? b : a)) : null;
  const stepOrder = (step: string) => PRODUCTION_STEPS.indexOf(step as ProductionStep);
  return {
    orderId: order.id,
    code: order.code,
    movements: rows.map(({ movement: m, metalName, metalNameFr, firstName, lastName }) => ({
      id: m.id,
      step: m.step as ProductionStep,
      direction: m.direction as 'issued' | 'returned',
      metalId: m.metalId,
      metalName: localName(language, { name: metalName, nameFr: metalNameFr }),
      grams: gramsNumber(m.grams),
      worker: m.worker,
      note: m.note,
      movedAt: m.movedAt.toISOString(),
      recordedBy: `${firstName} ${lastName}`.trim(),
    })),
    steps: stepRows
      .sort((a, b) => stepOrder(a.step) - stepOrder(b.step))
      .map((s) => ({ step: s.step as ProductionStep, ...balanceOf(s.issued, s.returned) })),
    total: balanceOf(total?.issued ?? '0', total?.returned ?? '0'),
    lossThresholdPercent: lowest === null ? null : Number(lowest) / 1_000_000,
    lossFlagged: perMetal.some((r) => lossExceeds(r.issued, r.returned, r.threshold)),
  };
}

type RecordInput = ParsedBy<typeof recordMetalMovementSchemas>['body'];

/**
 * POST /JobOrders/{id}/metal-movements. Movements of one job are recorded one at a time (an advisory lock on the
 * job), so two returns sent at once cannot both pass the "no more back than was issued" check.
 */
export async function recordMetalMovement(
  services: Services,
  scope: Scope,
  orderId: number,
  input: RecordInput,
  language: Language,
): Promise<JobMetal> {
  const movedAt = input.movedAt ? new Date(input.movedAt) : services.now();
  if (movedAt.getTime() > services.now().getTime() + 60_000)
    throw invalid('movedAt', 'The time of a movement cannot be in the future');
  await services.db.transaction(async (tx) => {
    await jobOrderOf(tx, orderId);
    const [metal] = await tx.select({ id: metals.id }).from(metals).where(eq(metals.id, input.metalId));
    if (!metal) throw invalid('metalId', 'This metal does not exist');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('metal_movements'), ${orderId}::int)`);
    if (input.direction === 'returned') {
      const [balance] = await tx
        .select({ issued: issuedSum, returned: returnedSum })
        .from(metalMovements)
        .where(
          and(
            eq(metalMovements.orderId, orderId),
            eq(metalMovements.step, input.step),
            eq(metalMovements.metalId, input.metalId),
          ),
        );
      const outstanding = micros(balance!.issued) - micros(balance!.returned);
      if (micros(input.grams) > outstanding)
        throw invalid(
          'grams',
          `A return cannot exceed what is still out at this step in this metal (${toFixedString(outstanding, 3)} g)`,
        );
    }
    const [row] = await tx
      .insert(metalMovements)
      .values({
        orderId,
        step: input.step,
        direction: input.direction,
        metalId: input.metalId,
        grams: input.grams,
        worker: input.worker || null,
        note: input.note || null,
        movedAt,
        recordedByUserId: scope.userId,
      })
      .returning({ id: metalMovements.id });
    await recordAudit(tx, scope, {
      action: 'metal.movement',
      entityType: 'job_order',
      entityId: orderId,
      details: {
        movementId: row!.id,
        step: input.step,
        direction: input.direction,
        metalId: input.metalId,
        grams: input.grams,
      },
    });
  });
  return getJobMetal(services.db, orderId, language);
}
