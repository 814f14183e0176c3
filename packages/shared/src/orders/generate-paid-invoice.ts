import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';

export const generatePaidInvoiceSchemas = () => ({
  params: idParams,
  response: z.object({
    invoiceId: z.number(),
    invoiceCode: z.string(),
    amount: z.number(),
    balance: z.number(),
    statusCode: z.string(),
    statusName: z.string(),
  }),
});

/** POST /SalesOrders/{id}/generate-paid-invoice (staff): an invoice for the order’s total, marked paid; once per order. */
export const generatePaidInvoice = defineCall<typeof generatePaidInvoiceSchemas>()({
  name: 'generatePaidInvoice',
  domain: 'orders',
  method: 'POST',
  path: '/SalesOrders/{id}/generate-paid-invoice',
  permission: 'CP_SALES_ORDERS:EDIT',
  summary: 'Staff: invoice a sales order for its total and mark the invoice paid (once per order)',
  refusals: {
    409: 'The sales order is cancelled or already invoiced',
  },
});
