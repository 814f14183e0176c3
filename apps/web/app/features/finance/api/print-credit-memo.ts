import { printCreditMemoReport } from '@portal/shared/finance/print-credit-memo-report';
import { api } from '../../../lib/browser-api';

/** GET /api/reports/print-pdf-report/CREDIT_MEMO/{id} (spec §9 report type CREDIT_MEMO): a customer credit as a PDF. */
export const fetchCreditMemoPdf = (id: number): Promise<Blob> =>
  api.sendForFile(printCreditMemoReport, { params: { id } }, { silent: true });
