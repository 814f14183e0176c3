import { z } from 'zod';
import { id } from '../platform/ids';

/** The service type every repair is opened and approved under (docs/decisions.md "A repair is a job order with its intake"). */
export const REPAIR_SERVICE_TYPE = 'REPAIR';
/** A repair's photos at intake: at most this many, each checked like every upload. */
export const MAX_INTAKE_PHOTOS = 8;
/** The customer's stones and metal listed at intake: at most this many. */
export const MAX_INTAKE_ITEMS = 30;

const text = (max: number, label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * One of the customer's stones or its metal, left with the piece: stones are weighed in carats, metal in grams
 * (docs/jewelry-trade.md), to three decimals.
 */
export const intakeItem = z.object({
  kind: z.enum(['STONE', 'METAL'], { message: 'An item is a stone or metal' }),
  description: text(200, 'The description'),
  weight: z
    .number({ message: 'The weight must be a number' })
    .positive('The weight must be above 0')
    .max(100_000, 'The weight must be at most 100000')
    .refine((n) => Math.round(n * 1000) === n * 1000, 'The weight has at most three decimals'),
});
export type IntakeItem = z.infer<typeof intakeItem>;

/** The items travel in a multipart form as one JSON text (a list of items). */
const itemsField = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .array(intakeItem, { message: 'The items must be a list' })
    .max(MAX_INTAKE_ITEMS, `At most ${MAX_INTAKE_ITEMS} items`),
);

/**
 * A repair's intake: the piece, its condition, the customer's stones and metal with their weights, and
 * the customer's typed full name signing for the drop-off. Staff name the customer; a customer's own is implied.
 */
export const openRepairFields = z.object({
  customerId: z.union([id, z.literal('').transform(() => undefined)]).optional(),
  piece: text(500, 'The piece'),
  condition: text(2000, 'The condition'),
  items: itemsField,
  signedName: z
    .string({ message: 'The customer’s full name is required' })
    .trim()
    .min(3, 'The customer’s full name is required')
    .max(120, 'The full name must be at most 120 characters'),
});
export type OpenRepairFields = z.input<typeof openRepairFields>;

/** A repair job's intake as recorded: what the job order page and the job bag show. */
export const repairIntake = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  piece: z.string(),
  condition: z.string(),
  items: z.array(intakeItem.extend({ unit: z.enum(['ct', 'g']) })),
  /** Private photo URLs, served to the order's customer and staff only (no-store). */
  photoUrls: z.array(z.string()),
  signedName: z.string(),
  signedAt: z.string(),
  signedIp: z.string(),
  receivedBy: z.string().nullable(),
});
export type RepairIntake = z.infer<typeof repairIntake>;
