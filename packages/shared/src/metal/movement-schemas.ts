import { z } from 'zod';
import { id } from '../platform/ids';

/**
 * The production steps a job's metal passes through (docs/jewelry-trade.md §4: casting, filing, polishing...), as
 * fixed codes so that every screen names them in the reader's language and the report groups them.
 */
export const PRODUCTION_STEPS = [
  'casting',
  'filing',
  'assembly',
  'setting',
  'polishing',
  'plating',
  'finishing',
] as const;
export type ProductionStep = (typeof PRODUCTION_STEPS)[number];

export const MOVEMENT_DIRECTIONS = ['issued', 'returned'] as const;
export type MovementDirection = (typeof MOVEMENT_DIRECTIONS)[number];

/** Grams typed by a person or sent by a client: a number or its decimal text, at most 3 decimals, above zero. */
export const gramsInput = z
  .union([z.number(), z.string().trim()])
  .transform((v) => String(v))
  .pipe(
    z
      .string()
      .regex(/^\d{1,7}(\.\d{1,3})?$/, 'Must be a weight in grams with at most 3 decimals')
      .refine((v) => Number(v) > 0, 'The weight must be above zero'),
  );

export const metalMovementRow = z.object({
  id: z.number().int(),
  step: z.enum(PRODUCTION_STEPS),
  direction: z.enum(MOVEMENT_DIRECTIONS),
  metalId: z.number().int(),
  metalName: z.string(),
  grams: z.number(),
  worker: z.string().nullable(),
  note: z.string().nullable(),
  movedAt: z.string(),
  recordedBy: z.string(),
});
export type MetalMovementRow = z.infer<typeof metalMovementRow>;

/** What went to a step and came back, and what was lost there (loss = issued − returned, % of issued). */
export const metalBalance = z.object({
  issued: z.number(),
  returned: z.number(),
  lost: z.number(),
  /** Of what was issued; null when nothing was. */
  lossPercent: z.number().nullable(),
});
export type MetalBalance = z.infer<typeof metalBalance>;

export const stepBalance = metalBalance.extend({ step: z.enum(PRODUCTION_STEPS) });

/** A job order's metal: its movements (newest first), the balance per step and in all, and its loss flag. */
export const jobMetal = z.object({
  orderId: z.number().int(),
  code: z.string(),
  movements: z.array(metalMovementRow),
  steps: z.array(stepBalance),
  total: metalBalance,
  /** The lowest loss threshold of the master alloys the job's metal belongs to (percent), or null with no movement. */
  lossThresholdPercent: z.number().nullable(),
  /** The job lost more than that threshold of what it was issued. */
  lossFlagged: z.boolean(),
});
export type JobMetal = z.infer<typeof jobMetal>;

export const recordMetalMovementBody = z.object({
  step: z.enum(PRODUCTION_STEPS, { message: 'Choose a production step' }),
  direction: z.enum(MOVEMENT_DIRECTIONS, { message: 'Choose issued or returned' }),
  metalId: id,
  grams: gramsInput,
  worker: z.string().trim().max(100).nullish(),
  note: z.string().trim().max(500).nullish(),
  /** When the metal moved; now when left out. Never in the future. */
  movedAt: z.iso.datetime({ offset: true, message: 'Must be a date and time' }).nullish(),
});
