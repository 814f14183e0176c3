import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { customerQuery, invoiceSummaryRow } from './schemas';

export const getDashboardInvoiceStatusSummarySchemas = () => ({
  query: customerQuery,
  response: z.array(invoiceSummaryRow),
});

/** GET /Dashboard/InvoiceStatusSummary: invoices per status (OVERDUE read from the due date) with totals. */
export const getDashboardInvoiceStatusSummary = defineCall<typeof getDashboardInvoiceStatusSummarySchemas>()({
  name: 'getDashboardInvoiceStatusSummary',
  domain: 'dashboard',
  method: 'GET',
  path: '/Dashboard/InvoiceStatusSummary',
  permission: 'CP_DASHBOARD:VIEW',
  summary: 'Invoice count, total and balance per status; needs CP_INVOICES:VIEW',
});
