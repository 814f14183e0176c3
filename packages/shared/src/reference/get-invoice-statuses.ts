import { defineCall } from '../platform/contract';
import { statusListSchemas } from './schemas';

export const getInvoiceStatusesSchemas = statusListSchemas;

/** GET /EntityStatus/invoiceStatuses: the statuses of an invoice, in workflow order. */
export const getInvoiceStatuses = defineCall<typeof getInvoiceStatusesSchemas>()({
  name: 'getInvoiceStatuses',
  domain: 'reference',
  method: 'GET',
  path: '/EntityStatus/invoiceStatuses',
  permission: '0',
  summary: 'Invoice statuses',
});
