import { getCommissionStatement } from '@portal/shared/commissions/get-commission-statement';
import { api } from '../../../lib/browser-api';

/** GET /api/commission-statements/{month}: a month's commissions as a PDF, in the page's language. */
export const fetchCommissionStatement = (month: string, customerId: number | null): Promise<Blob> =>
  api.sendForFile(
    getCommissionStatement,
    { params: { month }, query: customerId ? { customerId } : {} },
    { silent: true },
  );
