import { generateInvoicePdfReport } from '@portal/shared/finance/generate-invoice-pdf-report';
import { api } from '../../../lib/browser-api';

/**
 * GET /api/invoices/generateInvoicePDFReport/{id}: one invoice as a PDF in the page's language. Silent: a failure is
 * told by the print's own spec §8 message.
 */
export const fetchInvoicePdf = (id: number): Promise<Blob> =>
  api.sendForFile(generateInvoicePdfReport, { params: { id } }, { silent: true });
