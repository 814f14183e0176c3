import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { pdfDocument } from './schemas';

export const printPriceQuoteReportSchemas = () => ({
  examples: [{ params: { id: 20 } }],
  params: idParams,
  response: pdfDocument,
});

/**
 * GET /reports/print-pdf-report/PRICE_QUOTE/{id}: a price quote as a PDF, with the locked metal price's basis and when
 * the lock expires while one holds.
 */
export const printPriceQuoteReport = defineCall<typeof printPriceQuoteReportSchemas>()({
  name: 'printPriceQuoteReport',
  domain: 'finance',
  method: 'GET',
  path: '/reports/print-pdf-report/PRICE_QUOTE/{id}',
  permission: 'CP_PRICE_QUOTES:VIEW',
  summary:
    'A price quote as a PDF (application/pdf), with its metal price lock; 404 with the envelope when not visible',
  produces: 'application/pdf',
});
