import type { Language } from '@portal/shared/platform/language';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { saveProductionStagesSchemas } from '@portal/shared/production/production-stages';
import type { ServiceTypeStages } from '@portal/shared/production/schemas';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { conflict, invalid } from '../../platform/errors';
import { localName } from '../../platform/language';
import type { Scope } from '../../platform/scope';
import { serviceTypes } from '../reference/tables';
import { jobCurrentStages, productionStages } from './tables';
import { productionChanged } from './production-signal';
import { memo } from '../../platform/cache';

type StageRow = typeof productionStages.$inferSelect;

const stageView = (row: StageRow, language: Language) => ({
  id: row.id,
  name: localName(language, row),
  nameEn: row.name,
  nameFr: row.nameFr,
  expectedDays: row.expectedDays,
  depositPercent: row.depositPercent,
  rank: row.rank,
});

const ofServiceType = (serviceTypeId: number | null) =>
  serviceTypeId === null
    ? isNull(productionStages.serviceTypeId)
    : eq(productionStages.serviceTypeId, serviceTypeId);

/** The active stages of one list, in order. */
export async function activeStages(db: Db, serviceTypeId: number | null): Promise<StageRow[]> {
  return db
    .select()
    .from(productionStages)
    .where(and(ofServiceType(serviceTypeId), eq(productionStages.isActive, true)))
    .orderBy(asc(productionStages.rank), asc(productionStages.id));
}

/**
 * The stages a job of this service type passes through: the service type's own, or the default stages when it has
 * none (or the job has no service type).
 */
export async function stagesForServiceType(db: Db, serviceTypeId: number | null): Promise<StageRow[]> {
  if (serviceTypeId !== null) {
    const own = await activeStages(db, serviceTypeId);
    if (own.length > 0) return own;
  }
  return activeStages(db, null);
}

/**
 * The stage lists as readers of a timeline see them, kept until a list is saved (the production signal; docs/decisions.md
 * "A list kept between requests"). A move reads the lists afresh, inside its transaction.
 */
const keptStageLists = memo<StageRow[]>({
  name: 'production-stages',
  maxEntries: 64,
  signals: [productionChanged],
});

export const keptStagesForServiceType = (db: Db, serviceTypeId: number | null) =>
  keptStageLists.get(db, String(serviceTypeId), () => stagesForServiceType(db, serviceTypeId));

/** GET /production-stages: the default list first, then every active service type with its own stages (maybe none). */
export async function getProductionStages(db: Db, language: Language): Promise<ServiceTypeStages[]> {
  const [types, stages] = await Promise.all([
    db
      .select()
      .from(serviceTypes)
      .where(eq(serviceTypes.isActive, true))
      .orderBy(asc(serviceTypes.rank), asc(serviceTypes.id)),
    db
      .select()
      .from(productionStages)
      .where(eq(productionStages.isActive, true))
      .orderBy(asc(productionStages.rank), asc(productionStages.id)),
  ]);
  const of = (serviceTypeId: number | null) =>
    stages.filter((s) => s.serviceTypeId === serviceTypeId).map((s) => stageView(s, language));
  return [
    { serviceTypeId: null, serviceTypeName: null, stages: of(null) },
    ...types.map((type) => ({
      serviceTypeId: type.id,
      serviceTypeName: localName(language, type),
      stages: of(type.id),
    })),
  ];
}

type SaveInput = ParsedBy<typeof saveProductionStagesSchemas>['body'];

/**
 * POST /production-stages: the list as given replaces the service type's stages. Stages named by id are updated and
 * ranked as listed; new ones are added; those left out are retired, unless a job is in one (409), so that no job is
 * left in a stage its list no longer has.
 */
export async function saveProductionStages(
  db: Db,
  scope: Scope,
  input: SaveInput,
  language: Language,
): Promise<ServiceTypeStages[]> {
  const { serviceTypeId } = input;
  await db.transaction(async (tx) => {
    if (serviceTypeId !== null) {
      const [type] = await tx
        .select({ id: serviceTypes.id })
        .from(serviceTypes)
        .where(eq(serviceTypes.id, serviceTypeId));
      if (!type) throw invalid('serviceTypeId', 'This service type does not exist');
    }
    // One save of a list at a time: two editors' lists do not interleave.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('production_stages'), ${serviceTypeId ?? 0}::int)`,
    );
    const current = await activeStages(tx, serviceTypeId);
    const keptIds = input.stages.flatMap((s) => (s.id === undefined ? [] : [s.id]));
    if (new Set(keptIds).size !== keptIds.length) throw invalid('stages', 'A stage is listed twice');
    input.stages.forEach((stage, index) => {
      if (stage.id !== undefined && !current.some((c) => c.id === stage.id))
        throw invalid(`stages.${index}.id`, 'This stage is not one of this service type’s stages');
    });
    const left = current.filter((c) => !keptIds.includes(c.id));
    if (left.length > 0) {
      const occupied = await tx
        .select({ stageId: jobCurrentStages.stageId })
        .from(jobCurrentStages)
        .where(
          inArray(
            jobCurrentStages.stageId,
            left.map((s) => s.id),
          ),
        )
        .limit(1);
      if (occupied.length > 0) {
        const stage = left.find((s) => s.id === occupied[0]!.stageId)!;
        throw conflict(`Jobs are in the stage ${localName(language, stage)}: move them before removing it`);
      }
      await tx
        .update(productionStages)
        .set({ isActive: false, updatedAt: new Date() })
        .where(
          and(ofServiceType(serviceTypeId), notInArray(productionStages.id, keptIds.length ? keptIds : [0])),
        );
    }
    for (const [index, stage] of input.stages.entries()) {
      const values = {
        name: stage.name,
        nameFr: stage.nameFr,
        expectedDays: stage.expectedDays,
        depositPercent: stage.depositPercent,
        rank: (index + 1) * 10,
        updatedAt: new Date(),
      };
      if (stage.id === undefined)
        await tx.insert(productionStages).values({ ...values, serviceTypeId, isActive: true });
      else await tx.update(productionStages).set(values).where(eq(productionStages.id, stage.id));
    }
    await productionChanged.changed(tx);
    await recordAudit(tx, scope, {
      action: 'production.stages',
      entityType: 'service_type',
      entityId: serviceTypeId ?? 0,
      details: { stages: input.stages.map((s) => s.name), retired: left.map((s) => s.id) },
    });
  });
  return getProductionStages(db, language);
}

/** Demo data: the default stages, in both languages; repairs have a shorter list of their own. */
const DEFAULT_STAGES: [name: string, nameFr: string, days: number][] = [
  ['Design', 'Conception', 2],
  ['CAD', 'CAO', 3],
  ['Wax', 'Cire', 2],
  ['Casting', 'Fonte', 2],
  ['Setting', 'Sertissage', 3],
  ['Polishing', 'Polissage', 1],
  ['Quality check', 'Contrôle qualité', 1],
  ['Shipped', 'Expédié', 0],
];
const REPAIR_STAGES: [name: string, nameFr: string, days: number][] = [
  ['Received', 'Reçu', 1],
  ['Repair', 'Réparation', 3],
  ['Polishing', 'Polissage', 1],
  ['Quality check', 'Contrôle qualité', 1],
  ['Shipped', 'Expédié', 0],
];

/** Seeds the stages on an installation that has none yet; staff's later changes stay. */
export async function seedProductionStages(db: Db): Promise<void> {
  const [any] = await db.select({ id: productionStages.id }).from(productionStages).limit(1);
  if (any) return;
  const [repair] = await db
    .select({ id: serviceTypes.id })
    .from(serviceTypes)
    .where(eq(serviceTypes.code, 'REPAIR'));
  const rows = (serviceTypeId: number | null, list: typeof DEFAULT_STAGES) =>
    list.map(([name, nameFr, expectedDays], i) => ({
      serviceTypeId,
      name,
      nameFr,
      expectedDays,
      rank: (i + 1) * 10,
    }));
  await db
    .insert(productionStages)
    .values([...rows(null, DEFAULT_STAGES), ...(repair ? rows(repair.id, REPAIR_STAGES) : [])]);
}
