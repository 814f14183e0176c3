import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { moneyInput } from '../finance/schemas';

export const tradeTerms = z.object({
  customerId: z.number().int(),
  creditLimit: z.number(),
  /** Days an invoice may be overdue before new orders go on credit hold; null: overdue invoices hold nothing. */
  graceDays: z.number().int().nullable(),
  poRequired: z.boolean(),
  /** Percent of the overdue balance added each month as a late charge; 0: none. */
  lateChargePercent: z.number(),
});

export const saveTradeTermsSchemas = () => ({
  params: idParams,
  body: z.object({
    creditLimit: moneyInput,
    graceDays: z.number().int().min(0).max(365).nullable(),
    poRequired: z.boolean(),
    lateChargePercent: z
      .union([z.number(), z.string()])
      .transform(String)
      .pipe(z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, 'Must be a percentage between 0 and 99.99')),
  }),
  response: tradeTerms,
});

/** POST /customers/{id}/trade-terms: staff set a customer's credit limit, grace period, PO rule and late charge. */
export const saveTradeTerms = defineCall<typeof saveTradeTermsSchemas>()({
  name: 'saveTradeTerms',
  domain: 'trade-credit',
  method: 'POST',
  path: '/customers/{id}/trade-terms',
  permission: 'CP_CUSTOMERS:EDIT',
  summary: "Set a customer's credit limit, grace period, required PO number and monthly late charge",
});
