import { z } from 'zod';
import { defineCall } from '../platform/contract';

export const receiptAlloy = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  refiningChargePercent: z.number(),
  /** The fixing metal received today is credited at; null: none yet, and a receipt is refused. */
  fixing: z
    .object({
      id: z.number().int(),
      date: z.string(),
      session: z.string(),
      source: z.string(),
      pricePerOunce: z.number(),
    })
    .nullable(),
});
export type ReceiptAlloy = z.infer<typeof receiptAlloy>;

export const getReceiptAlloysSchemas = () => ({ response: z.array(receiptAlloy) });

/**
 * GET /customer-metal-receipts/alloys (staff): the master alloys metal can be received in, each with the fixing and
 * the refining charge a receipt would be credited at now.
 */
export const getReceiptAlloys = defineCall<typeof getReceiptAlloysSchemas>()({
  name: 'getReceiptAlloys',
  domain: 'metal',
  method: 'GET',
  path: '/customer-metal-receipts/alloys',
  permission: 'CP_METAL:VIEW',
  summary: 'Master alloys with the fixing and refining charge a metal receipt is credited at now',
});
