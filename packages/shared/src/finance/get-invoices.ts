import { defineCall } from '../platform/contract';
import { invoiceListQuery, invoicePage } from './schemas';

export const getInvoicesSchemas = () => ({ query: invoiceListQuery, response: invoicePage });

/** GET /invoices: one page of the invoices the caller may see, newest first unless `sortAsc=true` (pages from 1). */
export const getInvoices = defineCall<typeof getInvoicesSchemas>()({
  name: 'getInvoices',
  domain: 'finance',
  method: 'GET',
  path: '/invoices',
  permission: 'CP_INVOICES:VIEW',
  summary: 'Invoices filtered by status, dates, number, balance and (staff) customer; pageNo from 1',
});
