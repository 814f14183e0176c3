import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { pdfDocument } from './schemas';

export const printInvoiceReportSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: pdfDocument,
});

/** GET /reports/print-invoice/{id}: the invoice's print (the same document as generateInvoicePDFReport). */
export const printInvoiceReport = defineCall<typeof printInvoiceReportSchemas>()({
  name: 'printInvoiceReport',
  domain: 'finance',
  method: 'GET',
  path: '/reports/print-invoice/{id}',
  permission: 'CP_INVOICES:VIEW',
  summary: 'One invoice printed as a PDF (application/pdf); 404 with the envelope when it is not visible',
  produces: 'application/pdf',
});
