import { z } from 'zod';
import { pagedOf } from '../platform/envelope';
import { id } from '../platform/ids';
import { wireNumber } from '../platform/numbers';
import { pagingQuery } from '../platform/paging';

// ---- Saved estimates (docs/decisions.md "Saved estimates"): the estimate screen's choices kept under a name, reopened
// to edit, and sent to the workshop as a custom order or a price quote.

/** The units a metal weight is typed in (GET /Metals/measureUnitConversions converts them to grams). */
export const ESTIMATE_WEIGHT_UNITS = ['g', 'dwt', 'ozt'] as const;

/** What the estimate screen chose; the server prices it again with the shared rule (estimate.ts). */
export const estimateChoices = z.object({
  serviceTypeIds: z.array(id).min(1, 'Choose at least one service').max(50),
  metalId: id.nullable().default(null),
  /** The metal weight in `unit`; 0 when the job adds no metal. */
  weight: wireNumber(z.number().min(0, 'Must be 0 or more').max(100_000, 'Must be at most 100000')).default(
    0,
  ),
  unit: z.enum(ESTIMATE_WEIGHT_UNITS).default('g'),
  treatmentIds: z.array(id).max(50).default([]),
  priorityId: id.nullable().default(null),
  quantity: wireNumber(z.number().int().min(1, 'Quantity must be at least 1').max(10_000)).default(1),
  /** Attribute code → chosen value (ring size, width...): they describe the piece, not its price. */
  attributes: z.record(z.string().max(40), z.string().max(200)).default({}),
});
export type EstimateChoicesWire = z.output<typeof estimateChoices>;

/** POST /estimates and PUT /estimates/{id}. */
export const savedEstimateRequest = z.object({
  name: z
    .string({ message: 'Give the estimate a name' })
    .trim()
    .min(1, 'Give the estimate a name')
    .max(120, 'Must be at most 120 characters'),
  /** Staff: the customer it is for (may wait until it is sent). A customer's user keeps it for its own customer. */
  customerId: id.nullable().optional(),
  /** The piece the work is on (a catalogue product): needed to send it to the workshop. */
  itemTypeId: id.nullable().optional(),
  notes: z
    .string()
    .trim()
    .max(2000, 'Must be at most 2000 characters')
    .nullable()
    .optional()
    .transform((v) => v || null),
  choices: estimateChoices,
});
export type SavedEstimateRequest = z.input<typeof savedEstimateRequest>;

/** A kept estimate, with what it became once sent. */
export const savedEstimate = z.object({
  id: z.number().int(),
  name: z.string(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  itemTypeId: z.number().int().nullable(),
  itemName: z.string().nullable(),
  notes: z.string().nullable(),
  choices: estimateChoices,
  /** The total of the shared rule when it was last saved, at that day's prices. */
  total: z.number(),
  /** JO: sent as a custom order (its job order); PQ: sent as a price quote; null: a draft, still editable. */
  sentAs: z.enum(['JO', 'PQ']).nullable(),
  orderId: z.number().int().nullable(),
  orderCode: z.string().nullable(),
  customOrderId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedEstimate = z.infer<typeof savedEstimate>;

export const savedEstimateListQuery = pagingQuery(1).extend({
  /** Staff: one customer's. */
  customerId: id.optional(),
});
export const savedEstimatePage = pagedOf(savedEstimate);
