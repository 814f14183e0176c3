import { defineCall } from '../platform/contract';
import { pdfDocument } from './schemas';
import { statementParams, statementPdfQuery } from './statement-schemas';

export const getStatementSchemas = () => ({
  params: statementParams,
  query: statementPdfQuery,
  response: pdfDocument,
  examples: [{ params: { month: '2026-10' }, query: { customerId: 1 } }],
});

/**
 * GET /statements/{month}: a month's statement as a PDF in the reader's language: opening balance, invoices, payments,
 * credits, closing balance and the aging of what was open at the month's end.
 */
export const getStatement = defineCall<typeof getStatementSchemas>()({
  name: 'getStatement',
  domain: 'finance',
  method: 'GET',
  path: '/statements/{month}',
  permission: 'CP_INVOICES:VIEW',
  summary:
    "A customer's statement of a month (YYYY-MM) as a PDF (application/pdf); 404 with the envelope for a customer not visible",
  produces: 'application/pdf',
});
