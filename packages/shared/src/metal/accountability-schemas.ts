import { z } from 'zod';
import { id } from '../platform/ids';
import { PRODUCTION_STEPS } from './movement-schemas';

const day = z.iso.date('Must be a date (YYYY-MM-DD)');

/** The report's period (both days included) and, optionally, one metal or one master alloy. */
export const metalAccountabilityQuery = z.object({
  from: day,
  to: day,
  metalId: id.optional(),
  masterAlloyId: id.optional(),
});

const weights = {
  issued: z.number(),
  returned: z.number(),
  lost: z.number(),
  lossPercent: z.number().nullable(),
};

/** One metal (alloy) of the period: what production was issued and returned, what it lost, what was invoiced. */
export const accountabilityAlloyRow = z.object({
  metalId: z.number().int(),
  metalName: z.string(),
  masterAlloyId: z.number().int(),
  masterAlloyName: z.string(),
  ...weights,
  /** Grams invoiced in the period: the finished weight of a line when recorded, else its estimate × quantity. */
  invoiced: z.number(),
});

/** One production step of one metal in the period. */
export const accountabilityStepRow = z.object({
  metalId: z.number().int(),
  metalName: z.string(),
  step: z.enum(PRODUCTION_STEPS),
  ...weights,
});

export const metalAccountability = z.object({
  from: z.string(),
  to: z.string(),
  alloys: z.array(accountabilityAlloyRow),
  steps: z.array(accountabilityStepRow),
  total: z.object({ ...weights, invoiced: z.number() }),
});
export type MetalAccountability = z.infer<typeof metalAccountability>;
