import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { statusAnswer } from '../orders/schemas';

/** The charge codes of a repair's priced lines (order_items.charge): the bench's labour and the materials it adds. */
export const REPAIR_PRICE_CHARGES = { LABOUR: 'REPAIR_LABOUR', MATERIALS: 'REPAIR_MATERIALS' } as const;
export const MAX_REPAIR_PRICE_LINES = 20;
/**
 * The job order statuses in which a repair's price is not answered yet: staff may (re)price it, and the bench waits.
 * After the customer's approval (APPROVED and on) or decline it no longer changes.
 */
export const REPAIR_PRICE_OPEN_STATUSES: readonly string[] = ['NEW', 'AWAITING_APPROVAL'];
export const repairPriceIsOpen = (statusCode: string) =>
  REPAIR_PRICE_OPEN_STATUSES.includes(statusCode.toUpperCase());

/** One priced line of a repair: labour or materials, what it is, and its amount before tax. */
export const repairPriceLine = z.object({
  kind: z.enum(['LABOUR', 'MATERIALS'], { message: 'A line is labour or materials' }),
  description: z
    .string({ message: 'The description is required' })
    .trim()
    .min(1, 'The description is required')
    .max(200, 'The description must be at most 200 characters'),
  amount: z
    .number({ message: 'The amount must be a number' })
    .positive('The amount must be above 0')
    .max(1_000_000, 'The amount must be at most 1000000')
    .refine((n) => Math.round(n * 100) === n * 100, 'The amount has at most two decimals'),
});
export type RepairPriceLine = z.infer<typeof repairPriceLine>;

export const priceRepairSchemas = () => ({
  params: idParams,
  body: z.object({
    lines: z
      .array(repairPriceLine, { message: 'The lines must be a list' })
      .min(1, 'A repair’s price needs at least one line')
      .max(MAX_REPAIR_PRICE_LINES, `At most ${MAX_REPAIR_PRICE_LINES} lines`),
  }),
  response: statusAnswer,
  examples: [
    {
      params: { id: 1 },
      body: { lines: [{ kind: 'LABOUR' as const, description: 'Retip two prongs', amount: 85 }] },
    },
  ],
});

/**
 * POST /JobOrders/{id}/repair-price (staff): a repair job's price, as labour and materials lines taxed like any other
 * line, replacing the lines of an earlier price, and the job put to the customer: it goes to Awaiting approval, where
 * the customer approves it or declines it with a reason (POST /JobOrders/{id}/approve|decline). Work on it starts
 * after the approval. Refused once the customer has answered.
 */
export const priceRepair = defineCall<typeof priceRepairSchemas>()({
  name: 'priceRepair',
  domain: 'production',
  method: 'POST',
  path: '/JobOrders/{id}/repair-price',
  permission: 'CP_PRODUCTION:EDIT',
  summary: 'Price a repair job (labour and materials lines) and put it to the customer for approval',
  refusals: {
    409: 'The job is no repair, or its price was already answered',
  },
});
