import { pdfDocument } from '../finance/schemas';
import { defineCall } from '../platform/contract';
import { commissionStatementParams, commissionStatementQuery } from './schemas';

export const getCommissionStatementSchemas = () => ({
  params: commissionStatementParams,
  query: commissionStatementQuery,
  response: pdfDocument,
  examples: [{ params: { month: '2026-10' }, query: { customerId: 2 } }],
});

/** GET /commission-statements/{month}: a funeral home's commissions of a month as a PDF, in the reader's language. */
export const getCommissionStatement = defineCall<typeof getCommissionStatementSchemas>()({
  name: 'getCommissionStatement',
  domain: 'commissions',
  method: 'GET',
  path: '/commission-statements/{month}',
  permission: 'CP_COMMISSIONS:VIEW',
  summary: "A funeral home's commissions of a month (YYYY-MM) as a PDF (application/pdf)",
  produces: 'application/pdf',
});
