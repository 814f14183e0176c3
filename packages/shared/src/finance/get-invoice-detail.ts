import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { invoiceDetail } from './schemas';

export const getInvoiceDetailSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: invoiceDetail,
});

/** GET /invoices/{id}: one invoice with its lines, totals, and the payments and credits applied to it. */
export const getInvoiceDetail = defineCall<typeof getInvoiceDetailSchemas>()({
  name: 'getInvoiceDetail',
  domain: 'finance',
  method: 'GET',
  path: '/invoices/{id}',
  permission: 'CP_INVOICES:VIEW',
  summary: 'One invoice: lines, totals, bill-to address, payments and credits applied, balance',
});
