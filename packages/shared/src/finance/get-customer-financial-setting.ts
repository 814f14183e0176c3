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
  /** The submit-order flow refuses orders while this is set. */
  isOnCreditHold: z.boolean(),
  /** Σ of the balances of open invoices. */
  openBalance: z.number(),
  overdueBalance: z.number(),
  /** Σ of the customer credits still to use (credit memos, prepayments). */
  unappliedCredits: z.number(),
  /** Credit limit − open balance, never below 0. */
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
