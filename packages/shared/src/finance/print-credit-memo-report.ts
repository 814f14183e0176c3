import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { pdfDocument } from './schemas';

export const printCreditMemoReportSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: pdfDocument,
});

/** GET /reports/print-pdf-report/CREDIT_MEMO/{id} (spec §9 report type CREDIT_MEMO): a customer credit as a PDF. */
export const printCreditMemoReport = defineCall<typeof printCreditMemoReportSchemas>()({
  name: 'printCreditMemoReport',
  domain: 'finance',
  method: 'GET',
  path: '/reports/print-pdf-report/CREDIT_MEMO/{id}',
  permission: 'CP_CUSTOMER_CREDITS:VIEW',
  summary:
    'A customer credit (credit memo, prepayment) as a PDF (application/pdf); 404 with the envelope when not visible',
  produces: 'application/pdf',
});
