import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';

export const customerFinancialSetting = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  accountNumber: z.string(),
  currencyCode: z.string(),
  /** NET30, NET15, DUE_ON_RECEIPT, ...; the days an invoice is due after its date. */
  paymentTerms: z.object({ code: z.string(), name: z.string(), days: z.number().int() }),
  creditLimit: z.number(),
  /** Staff's manual credit hold: new orders are kept on credit hold while it is set. */
  isOnCreditHold: z.boolean(),
  /** Days an invoice may be overdue before new orders go on credit hold; null: overdue invoices hold nothing. */
  graceDays: z.number().int().nullable(),
  /** Checkout refuses an order without a PO number. */
  poRequired: z.boolean(),
  /** Percent of an overdue invoice's balance added as a late charge once a month; 0: none. */
  lateChargePercent: z.number(),
  /** Σ of the balances of open invoices. */
  openBalance: z.number(),
  overdueBalance: z.number(),
  /** Σ of the customer credits still to use (credit memos, prepayments). */
  unappliedCredits: z.number(),
  /** Credit limit − open balance − orders submitted and not yet invoiced, never below 0. */
  availableCredit: z.number(),
});
export type CustomerFinancialSetting = z.infer<typeof customerFinancialSetting>;

export const getCustomerFinancialSettingSchemas = () => ({
  // Staff name the customer; a portal user always gets its active customer's.
  query: z.object({ customerId: id.optional() }),
  response: customerFinancialSetting,
});

/** GET /customerfinancialsetting: terms, credit limit, credit hold and balances of the active (or, staff, chosen) customer. */
export const getCustomerFinancialSetting = defineCall<typeof getCustomerFinancialSettingSchemas>()({
  name: 'getCustomerFinancialSetting',
  domain: 'finance',
  method: 'GET',
  path: '/customerfinancialsetting',
  permission: ['CP_INVOICES:VIEW', 'CP_PAYMENTS:VIEW'],
  summary: 'Payment terms, credit limit, credit hold, open balance and available credit of a customer',
});
