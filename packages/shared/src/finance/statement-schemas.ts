import { z } from 'zod';
import { id } from '../platform/ids';

/** A statement's month on the wire: `YYYY-MM`. */
export const statementMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Must be a month (YYYY-MM)')
  .refine((m) => m >= '2000-01' && m <= '2999-12', 'Must be a month (YYYY-MM)');

/** The five aging buckets of a balance (issue: current, 1–30, 31–60, 61–90, over 90 days past due). */
export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const agingAmounts = z.object({
  current: z.number(),
  days1to30: z.number(),
  days31to60: z.number(),
  days61to90: z.number(),
  over90: z.number(),
  total: z.number(),
});
export type AgingAmounts = z.infer<typeof agingAmounts>;

/** GET /statements: staff name the customer; a portal user always reads its active customer's. */
export const statementListQuery = z.object({ customerId: id.optional() });

/** One month a customer has a statement for: what it owed at the start and at the end. */
export const statementMonthItem = z.object({
  month: z.string(),
  openingBalance: z.number(),
  closingBalance: z.number(),
  currencyCode: z.string(),
});
export type StatementMonthItem = z.infer<typeof statementMonthItem>;

export const statementMonths = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  months: z.array(statementMonthItem),
});

export const statementParams = z.object({ month: statementMonth });
export const statementPdfQuery = z.object({ customerId: id.optional() });

/** One customer's line of the aging report. */
export const agingCustomer = agingAmounts.extend({
  customerId: z.number().int(),
  customerName: z.string(),
  accountNumber: z.string(),
  currencyCode: z.string(),
});
export type AgingCustomer = z.infer<typeof agingCustomer>;

export const agingReport = z.object({
  asOf: z.string(),
  customers: z.array(agingCustomer),
  totals: agingAmounts,
});
export type AgingReport = z.infer<typeof agingReport>;
