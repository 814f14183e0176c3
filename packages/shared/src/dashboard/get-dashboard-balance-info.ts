import { z } from 'zod';
import { customerFinancialSetting } from '../finance/get-customer-financial-setting';
import { defineCall } from '../platform/contract';
import { customerQuery } from './schemas';

export const dashboardBalance = z.object({
  /** The customer's terms and limits; null when staff look at every customer at once. */
  customer: customerFinancialSetting.nullable(),
  currencyCode: z.string(),
  openBalance: z.number(),
  overdueBalance: z.number(),
  unappliedCredits: z.number(),
  openInvoiceCount: z.number().int(),
});
export type DashboardBalance = z.infer<typeof dashboardBalance>;

export const getDashboardBalanceInfoSchemas = () => ({ query: customerQuery, response: dashboardBalance });

/** GET /Dashboard/BalanceInfo: open and overdue balance, credits to use and (one customer) credit limit. */
export const getDashboardBalanceInfo = defineCall<typeof getDashboardBalanceInfoSchemas>()({
  name: 'getDashboardBalanceInfo',
  domain: 'dashboard',
  method: 'GET',
  path: '/Dashboard/BalanceInfo',
  permission: 'CP_DASHBOARD:VIEW',
  summary:
    'Balance of the active customer (staff: every customer, or the one asked for); needs CP_INVOICES:VIEW',
});
