import { z } from 'zod';
import { id } from '../platform/ids';
import { pagedOf } from '../platform/envelope';
import { pagingQuery } from '../platform/paging';
import { statementMonth } from '../finance/statement-schemas';

// ---- Commissions: what a funeral home earns on the family orders paid through its links (the memorial program) ----

/** A commission rate in percent with at most 2 decimals (12.5 is 12.5 % of the order's goods). */
export const commissionRate = z
  .union([z.number(), z.string().trim()])
  .transform((v) => String(v))
  .pipe(
    z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$|^100(\.0{1,2})?$/, 'The commission rate is a percentage from 0 to 100'),
  );

export const COMMISSION_STATES = ['open', 'settled'] as const;
export const SETTLEMENT_KINDS = ['payout', 'credit'] as const;

/** GET /commissions: staff may name a customer; a funeral home always reads its own. */
export const commissionListQuery = pagingQuery(1).extend({
  customerId: id.optional(),
  state: z.enum(COMMISSION_STATES).optional(),
  month: statementMonth.optional(),
});

export const commission = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  orderId: z.number().int(),
  orderCode: z.string(),
  earnedAt: z.string(),
  goodsTotal: z.number(),
  rate: z.number(),
  amount: z.number(),
  currencyCode: z.string(),
  state: z.enum(COMMISSION_STATES),
  settledAt: z.string().nullable(),
  settlement: z.enum(SETTLEMENT_KINDS).nullable(),
  /** The payout's reference (a bank transfer's), or the credit memo's number. */
  settlementReference: z.string().nullable(),
});
export type Commission = z.infer<typeof commission>;

export const commissionPage = pagedOf(commission);

/** POST /commissions/{id}/settle: paid out (with the transfer's reference) or given as a customer credit. */
export const settleCommissionBody = z.discriminatedUnion('settlement', [
  z.object({
    settlement: z.literal('payout'),
    reference: z.string().trim().min(1, 'The payout reference is required').max(80),
  }),
  z.object({ settlement: z.literal('credit') }),
]);

export const commissionRateBody = z.object({ rate: commissionRate });
export const customerCommissionRate = z.object({ customerId: z.number().int(), rate: z.number() });

export const commissionStatementParams = z.object({ month: statementMonth });
export const commissionStatementQuery = z.object({ customerId: id.optional() });
