import { z } from 'zod';
import { wireNumber } from '../platform/numbers';

/** The base metals a fixing is published for: the master alloys' codes. */
export const FIXING_METALS = ['GOLD', 'SILVER', 'PLATINUM', 'PALLADIUM'] as const;
export const fixingMetal = z.enum(FIXING_METALS, {
  error: 'Unknown metal: choose GOLD, SILVER, PLATINUM or PALLADIUM',
});
export type FixingMetal = z.infer<typeof fixingMetal>;

export const FIXING_SESSIONS = ['AM', 'PM'] as const;
export const fixingSession = z.enum(FIXING_SESSIONS, { error: 'Unknown session: choose AM or PM' });
export type FixingSession = z.infer<typeof fixingSession>;

/** Per troy ounce, in the company currency: more than zero, two decimals at most as the column keeps them. */
export const fixingPrice = wireNumber(
  z
    .number()
    .positive('The price must be more than zero')
    .max(1_000_000, 'The price must be at most 1,000,000'),
  'The price must be a number',
);

/** What staff enter for one fixing; its day follows from `fixedAt` in London time (docs/jewelry-trade.md §2). */
export const fixingFields = z.object({
  metal: fixingMetal,
  session: fixingSession,
  source: z
    .string()
    .trim()
    .min(1, 'Name the source (LBMA, LME...)')
    .max(60, 'The source must be at most 60 characters'),
  pricePerOunce: fixingPrice,
  fixedAt: z.iso.datetime({ offset: true, error: 'Must be a date and time (ISO 8601)' }),
});
export type FixingFields = z.infer<typeof fixingFields>;

export const metalFixing = z.object({
  id: z.number(),
  metal: z.string(),
  session: fixingSession,
  /** yyyy-mm-dd, the London day of `fixedAt`. */
  fixingDate: z.string(),
  source: z.string(),
  pricePerOunce: z.number(),
  fixedAt: z.string(),
  recordedAt: z.string(),
  updatedAt: z.string(),
  /** The master alloy's price rests on this fixing now. */
  isCurrent: z.boolean(),
});
export type MetalFixing = z.infer<typeof metalFixing>;

/** One line of an imported CSV: taken, or refused with the reasons in the caller's language. */
export const importedLine = z.object({
  /** The line number in the file, the header being line 1. */
  line: z.number(),
  date: z.string(),
  metal: z.string(),
  session: z.string(),
  price: z.string(),
  /** taken: recorded; valid: good but not kept (another line was refused); refused: see the reasons. */
  status: z.enum(['taken', 'valid', 'refused']),
  reasons: z.array(z.string()),
  /** The fixing recorded from this line; null when refused or when nothing was kept. */
  fixingId: z.number().nullable(),
});
export type ImportedLine = z.infer<typeof importedLine>;

export const fixingImportResult = z.object({
  /** Some fixings were recorded: all lines were good, or the valid ones were asked for. */
  kept: z.boolean(),
  taken: z.number(),
  refused: z.number(),
  lines: z.array(importedLine),
});
export type FixingImportResult = z.infer<typeof fixingImportResult>;

export const masterAlloyFormula = z.object({
  code: z.string(),
  name: z.string(),
  pricePerOunce: z.number(),
  priceSource: z.enum(['fixing', 'manual']),
  fixing: metalFixing.nullable(),
  lossThresholdPercent: z.number(),
  refiningChargePercent: z.number(),
  updatedAt: z.string(),
});
export type MasterAlloyFormula = z.infer<typeof masterAlloyFormula>;

export const metalFormula = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  masterAlloyCode: z.string(),
  purity: z.number(),
  surchargePerOunce: z.number(),
  markupPercent: z.number(),
  pricePerGram: z.number(),
});
export type MetalFormula = z.infer<typeof metalFormula>;

export const metalFormulas = z.object({
  masterAlloys: z.array(masterAlloyFormula),
  metals: z.array(metalFormula),
});
