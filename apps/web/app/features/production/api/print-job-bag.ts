import { printJobBag } from '@portal/shared/production/print-job-bag';
import { api } from '../../../lib/browser-api';

/** GET /api/JobOrders/{id}/job-bag (staff): the job bag as a PDF, its code as a QR code and as text. */
export const fetchJobBagPdf = (orderId: number) =>
  api.sendForFile(printJobBag, { params: { id: orderId } }, { silent: true });
