import { z } from 'zod';
import { priceBasis } from '../catalog/price-basis';

/** A weight in the trade's other units (pennyweights, troy ounces) through the conversion table, as the configurator shows it. */
export const otherWeightUnits = z.object({ dwt: z.number(), ozt: z.number() });
export type OtherWeightUnits = z.infer<typeof otherWeightUnits>;

/**
 * One metal line of a job order as billed on its finished weight (docs/jewelry-trade.md §3): grams of the whole line,
 * estimated and finished, and the metal's money both ways at the price per gram billed (the locked one when the line
 * was locked, else the price of the day the weight was recorded).
 */
export const metalWeightLine = z.object({
  orderItemId: z.number(),
  code: z.string(),
  name: z.string(),
  metalName: z.string().nullable(),
  quantity: z.number(),
  /** Grams of the whole line as estimated when ordered, or null for a line ordered before estimates were kept. */
  estimatedGrams: z.number().nullable(),
  finishedGrams: z.number().nullable(),
  /** The estimated and finished weights in dwt and oz t (null without a weight or a conversion). */
  estimatedUnits: otherWeightUnits.nullable(),
  finishedUnits: otherWeightUnits.nullable(),
  differenceGrams: z.number().nullable(),
  differencePercent: z.number().nullable(),
  /** Price per gram the line was ordered at, and its basis. */
  orderedPricePerGram: z.number().nullable(),
  orderedPriceBasis: priceBasis.nullable(),
  /** Price per gram billed for the finished weight, and its basis (null until the weight is recorded). */
  finishedPricePerGram: z.number().nullable(),
  finishedPriceBasis: priceBasis.nullable(),
  /** The line's price was locked: the finished weight is billed at the locked price. */
  locked: z.boolean(),
  estimatedMetalAmount: z.number().nullable(),
  finishedMetalAmount: z.number().nullable(),
  finishedWeightAt: z.string().nullable(),
});
export type MetalWeightLine = z.infer<typeof metalWeightLine>;

export const weightApproval = z.enum(['automatic', 'pending', 'approved', 'overridden']);
export type WeightApproval = z.infer<typeof weightApproval>;

export const metalWeightsAnswer = z.object({
  orderId: z.number(),
  code: z.string(),
  currencyCode: z.string(),
  /** Null until finished weights are recorded. */
  weightApproval: weightApproval.nullable(),
  weightApprovedAt: z.string().nullable(),
  weightTolerancePercent: z.number(),
  /** What the finished weights change in money, all lines together (positive: the customer pays more). */
  amountDifference: z.number(),
  /** Whether the order has been invoiced: weights can no longer change. */
  invoiced: z.boolean(),
  lines: z.array(metalWeightLine),
});
export type MetalWeights = z.infer<typeof metalWeightsAnswer>;
