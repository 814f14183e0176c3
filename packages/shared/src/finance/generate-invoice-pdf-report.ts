import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { pdfDocument } from './schemas';

export const generateInvoicePdfReportSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: pdfDocument,
});

/** GET /invoices/generateInvoicePDFReport/{id}: the invoice as a PDF in the caller's language. */
export const generateInvoicePdfReport = defineCall<typeof generateInvoicePdfReportSchemas>()({
  name: 'generateInvoicePdfReport',
  domain: 'finance',
  method: 'GET',
  path: '/invoices/generateInvoicePDFReport/{id}',
  permission: 'CP_INVOICES:VIEW',
  summary: 'One invoice as a PDF (application/pdf); 404 with the envelope when it is not visible',
  produces: 'application/pdf',
});
