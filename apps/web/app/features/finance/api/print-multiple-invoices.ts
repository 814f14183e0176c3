import { printMultipleInvoices } from '@portal/shared/finance/print-multiple-invoices';
import { api } from '../../../lib/browser-api';

/** POST /api/invoices/printMultipleInvoices: the invoices, in the order given, in one PDF. */
export const fetchInvoicesPdf = (ids: number[]): Promise<Blob> =>
  api.sendForFile(printMultipleInvoices, { body: ids }, { silent: true });
