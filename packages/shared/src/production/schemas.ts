import { z } from 'zod';
import { id } from '../platform/ids';
import { wireNumber } from '../platform/numbers';

/** A stage's name as staff type it: required, at most 80 characters. */
const stageName = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} must be at most 80 characters`);

/** One stage of a service type's production, in the order the job passes through them. */
export const productionStage = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
  /** How long the stage usually takes, in working days (Monday to Friday). */
  expectedDays: z.number().int(),
  /** A deposit of this percentage of the job's total is due before a job enters this stage; null: none. */
  depositPercent: z.number().int().nullable(),
  rank: z.number().int(),
});
export type ProductionStage = z.infer<typeof productionStage>;

/**
 * The stages of one service type; `serviceTypeId` null is the default list, followed by every job whose service type
 * has none of its own (and by a job approved without a service type).
 */
export const serviceTypeStages = z.object({
  serviceTypeId: z.number().int().nullable(),
  serviceTypeName: z.string().nullable(),
  stages: z.array(productionStage),
});
export type ServiceTypeStages = z.infer<typeof serviceTypeStages>;

export const productionStagesAnswer = z.array(serviceTypeStages);

export const stageInput = z.object({
  /** An existing stage kept (renamed, moved); absent for a new one. */
  id: id.optional(),
  name: stageName('The English name'),
  nameFr: stageName('The French name'),
  expectedDays: wireNumber(
    z
      .number()
      .int('The expected duration is a whole number of working days')
      .min(0, 'The expected duration must be between 0 and 250 working days')
      .max(250, 'The expected duration must be between 0 and 250 working days'),
    'The expected duration is a whole number of working days',
  ),
  depositPercent: z
    .union([
      wireNumber(
        z
          .number()
          .int('The deposit is a whole percentage')
          .min(1, 'The deposit must be between 1 and 100 %')
          .max(100, 'The deposit must be between 1 and 100 %'),
        'The deposit is a whole percentage',
      ),
      z.null(),
    ])
    .optional()
    .transform((v) => v ?? null),
});
export type StageInput = z.input<typeof stageInput>;

export const saveProductionStagesBody = z
  .object({
    serviceTypeId: id.nullable(),
    stages: z
      .array(stageInput)
      .min(1, 'A service type needs at least one stage')
      .max(30, 'A service type has at most 30 stages')
      .refine(
        (stages) => stages.filter((s) => s.depositPercent !== null).length <= 1,
        'Only one stage of a service type asks for a deposit',
      ),
  })
  .strict();

/** A photo of a stage move: private to the order's customer and staff. */
export const stagePhoto = z.object({ url: z.string(), thumbnailUrl: z.string() });

/** One move of a job from a stage to another, with who made it and when. */
export const stageMove = z.object({
  id: z.number().int(),
  fromStage: z.string().nullable(),
  toStage: z.string(),
  backward: z.boolean(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  photos: z.array(stagePhoto),
  movedAt: z.string(),
  movedBy: z.string(),
});
export type StageMove = z.infer<typeof stageMove>;

export const STAGE_STATES = ['done', 'current', 'coming'] as const;
export type StageState = (typeof STAGE_STATES)[number];

/**
 * A job order's production as its customer sees it: each stage with the day it was reached, or the day it is expected
 * (working days from the current stage), and every move, newest first.
 */
export const jobTimeline = z.object({
  orderId: z.number().int(),
  code: z.string(),
  serviceTypeName: z.string().nullable(),
  currentStageId: z.number().int().nullable(),
  stages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      expectedDays: z.number().int(),
      state: z.enum(STAGE_STATES),
      reachedAt: z.string().nullable(),
      /** A coming stage's expected day (YYYY-MM-DD); null for a stage done or current. */
      expectedOn: z.string().nullable(),
    }),
  ),
  /** The day the last stage is expected; null once it is reached. */
  expectedFinishOn: z.string().nullable(),
  moves: z.array(stageMove),
});
export type JobTimeline = z.infer<typeof jobTimeline>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * A move's fields (JSON, or the text parts of a multipart form with `photos`). `fromStageId` is the stage the mover saw
 * the job in (absent or empty when it had not started): two people moving the same job at once give one move, the
 * other is told the job has moved.
 */
export const moveStageFields = z.object({
  stageId: z.union([id, z.literal('').transform(() => undefined)]).optional(),
  fromStageId: z
    .union([id, z.literal('').transform(() => null), z.null()])
    .optional()
    .transform((v) => v ?? null),
  reason: optionalText(500, 'The reason'),
  note: optionalText(2000, 'The note'),
});
export type MoveStageFields = z.input<typeof moveStageFields>;

export const MAX_STAGE_PHOTOS = 6;
/** A bulk move takes at most this many jobs: one transaction, all or nothing. */
export const MAX_BULK_MOVES = 100;

export const bulkMoveBody = z
  .object({
    jobs: z
      .array(z.object({ jobOrderId: id, fromStageId: id.nullable() }))
      .min(1, 'Choose at least one job')
      .max(MAX_BULK_MOVES, `At most ${MAX_BULK_MOVES} jobs move at once`),
    stageId: id.optional(),
    reason: optionalText(500, 'The reason'),
    note: optionalText(2000, 'The note'),
  })
  .strict();

export const bulkMoveAnswer = z.object({ moved: z.number().int() });
