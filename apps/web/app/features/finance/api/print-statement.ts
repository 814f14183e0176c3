import { getStatement } from '@portal/shared/finance/get-statement';
import { api } from '../../../lib/browser-api';

/** GET /api/statements/{month}: a month's statement as a PDF, in the page's language. */
export const fetchStatementPdf = (month: string, customerId: number | null): Promise<Blob> =>
  api.sendForFile(
    getStatement,
    { params: { month }, query: customerId ? { customerId } : {} },
    { silent: true },
  );
