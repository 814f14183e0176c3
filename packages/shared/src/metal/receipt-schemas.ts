import { z } from 'zod';
import { id } from '../platform/ids';
import { pagingQuery } from '../platform/paging';
import { gramsInput } from './movement-schemas';

/** Fineness as tested (assayed): a share of 1 with at most 4 decimals, above zero (0.585 for 14K). */
const finenessInput = z
  .union([z.number(), z.string().trim()])
  .transform((v) => String(v))
  .pipe(
    z
      .string()
      .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'Must be a fineness between 0 and 1 with at most 4 decimals')
      .refine((v) => Number(v) > 0, 'The fineness must be above zero'),
  );

export const createCustomerMetalReceiptBody = z.object({
  customerId: id,
  masterAlloyId: id,
  grams: gramsInput,
  fineness: finenessInput,
  note: z.string().trim().max(500).nullish(),
});

/** A customer's metal received and tested, with what it was credited at and the credit it made. */
export const customerMetalReceiptRow = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  masterAlloyId: z.number().int(),
  masterAlloyName: z.string(),
  grams: z.number(),
  fineness: z.number(),
  /** Troy ounces of fine metal: grams × fineness ÷ 31.1034768. */
  fineOunces: z.number(),
  fixing: z.object({
    id: z.number().int(),
    date: z.string(),
    session: z.string(),
    source: z.string(),
  }),
  pricePerOunce: z.number(),
  refiningChargePercent: z.number(),
  amount: z.number(),
  currencyCode: z.string(),
  creditId: z.number().int(),
  creditNumber: z.string(),
  note: z.string().nullable(),
  receivedAt: z.string(),
  /** The staff member who tested (assayed) the metal and recorded the receipt. */
  testedByName: z.string(),
});
export type CustomerMetalReceiptRow = z.infer<typeof customerMetalReceiptRow>;

export const customerMetalReceiptsQuery = pagingQuery(1).extend({
  /** Staff: one customer's receipts. A portal user always reads its active customer's. */
  customerId: id.optional(),
});
