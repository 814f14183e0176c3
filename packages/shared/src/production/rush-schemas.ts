import { z } from 'zod';
import { id } from '../platform/ids';
import { wireNumber } from '../platform/numbers';
import { pagingQuery } from '../platform/paging';

const day = z.iso.date('Must be a date (YYYY-MM-DD)');
const tierName = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} must be at most 80 characters`);
const wholeNumber = (message: string, min: number, max: number) =>
  wireNumber(z.number().int(message).min(min, message).max(max, message), message);

/**
 * A rush tier: one of the estimate's priorities (standard, rush, express), with its fee, its lead time in working days
 * and how many orders it takes per day; `earliestOn` is the first day it can meet now (null when full for a year).
 */
export const rushTier = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
  feePercent: z.number(),
  leadDays: z.number().int(),
  /** Null: no daily limit. */
  dailyCapacity: z.number().int().nullable(),
  rank: z.number().int(),
  earliestOn: z.string().nullable(),
});
export type RushTier = z.infer<typeof rushTier>;

export const rushTierInput = z.object({
  /** An existing tier kept (renamed, repriced); absent for a new one. */
  id: id.optional(),
  code: z
    .string({ message: 'The code is required' })
    .trim()
    .regex(/^[A-Z0-9_]{2,40}$/, 'The code is 2 to 40 capital letters, digits or _'),
  name: tierName('The English name'),
  nameFr: tierName('The French name'),
  feePercent: wireNumber(
    z
      .number()
      .min(0, 'The fee must be between 0 and 500 %')
      .max(500, 'The fee must be between 0 and 500 %')
      .refine((n) => Math.round(n * 100) === n * 100, 'The fee has at most two decimals'),
    'The fee must be a number',
  ),
  leadDays: wholeNumber('The lead time must be between 0 and 250 working days', 0, 250),
  dailyCapacity: wholeNumber('The daily capacity must be between 1 and 10000 orders', 1, 10_000).nullable(),
});

/** The whole ordered list of tiers: the order given is the order shown. */
export const saveRushTiersBody = z.object({
  tiers: z
    .array(rushTierInput)
    .min(1, 'Keep at least one tier')
    .max(20, 'At most 20 tiers')
    .refine(
      (tiers) => new Set(tiers.map((t) => t.code)).size === tiers.length,
      'Two tiers have the same code',
    ),
});

/** A day the workshop does not work. */
export const workshopHoliday = z.object({ day: z.string(), name: z.string() });
export const saveWorkshopHolidaysBody = z.object({
  holidays: z
    .array(
      z.object({
        day,
        name: z.string().trim().max(80, 'The name must be at most 80 characters').default(''),
      }),
    )
    .max(200, 'At most 200 holidays')
    .refine((list) => new Set(list.map((h) => h.day)).size === list.length, 'A day is listed twice'),
});

export const PROMISE_STATES = ['REQUESTED', 'PROPOSED', 'AGREED', 'CANCELLED'] as const;
export type PromiseState = (typeof PROMISE_STATES)[number];

/**
 * A job order's date: the tier and needed-by day asked at checkout, the fee charged, the day staff promise and whether
 * the customer agreed. `mayAnswer`: the customer may still accept or cancel (a proposal, work not started).
 */
export const jobPromise = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  tierName: z.string(),
  feePercent: z.number(),
  feeAmount: z.number(),
  neededBy: z.string().nullable(),
  earliestOn: z.string(),
  promisedOn: z.string().nullable(),
  state: z.enum(PROMISE_STATES),
  note: z.string().nullable(),
  mayAnswer: z.boolean(),
});
export type JobPromise = z.infer<typeof jobPromise>;

export const promiseBody = z.object({
  promisedOn: day,
  note: z.string().trim().max(500, 'The note must be at most 500 characters').optional(),
});

export const atRiskQuery = pagingQuery(0);

/** A job whose remaining stages no longer fit before its promised day; `lateDays` in calendar days. */
export const jobAtRisk = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  customerName: z.string(),
  currentStage: z.string().nullable(),
  remainingDays: z.number().int(),
  promisedOn: z.string(),
  expectedOn: z.string(),
  lateDays: z.number().int(),
});
export type JobAtRisk = z.infer<typeof jobAtRisk>;
